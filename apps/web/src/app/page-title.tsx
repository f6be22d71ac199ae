import { useTranslation } from 'react-i18next';

/** React 19 hoists <title> into the document head. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('app');
  return <title>{`${t(titleKey)} · Kyo`}</title>;
}
