import { useTranslation } from 'react-i18next';
import { Page, PageHeader, PlannedNotice } from './page';

/** A route whose capability a later release fills: its title, inside its layout, and no pretence. */
export function PlannedPage({ titleKey, bare = false }: { titleKey: string; bare?: boolean }) {
  const { t } = useTranslation('app');
  const body = (
    <>
      <PageHeader title={t(titleKey)} />
      <PlannedNotice title={t('planned.title')}>{t('planned.body')}</PlannedNotice>
    </>
  );
  if (bare) return <div className="mx-auto max-w-3xl px-6 py-16">{body}</div>;
  return <Page>{body}</Page>;
}
