import { useTranslation } from 'react-i18next';
import { SidebarLayout } from './sidebar-layout';

export function DocumentationLayout() {
  const { t } = useTranslation('app');
  return (
    <SidebarLayout
      title={t('docs.sidebar')}
      items={[
        { to: '/documentation', label: t('docs.overview'), end: true },
        { to: '/documentation/get-started', label: t('docs.getStarted') },
      ]}
    />
  );
}
