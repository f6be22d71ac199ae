import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title while the caller is shown. An effect, not a rendered <title>: React 19
 * hoisted that into the head, preact/compat (decision 017) leaves it in the body, where the
 * browser ignores it.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('app');
  useDocumentTitle(`${t(titleKey)} · Kyo`);
  return null;
}
