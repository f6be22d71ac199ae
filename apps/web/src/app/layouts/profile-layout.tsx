import { useTranslation } from 'react-i18next';
import { SidebarLayout } from './sidebar-layout';

export function ProfileLayout() {
  const { t } = useTranslation('app');
  return (
    <SidebarLayout
      banner
      title={t('settings.sidebar')}
      items={[
        { to: '/profile/settings', label: t('settings.overview'), end: true },
        { to: '/profile/settings/connections', label: t('settings.connections') },
        { to: '/profile/settings/moderators', label: t('settings.moderators') },
        { to: '/profile/settings/api', label: t('settings.api') },
        { to: '/profile/settings/password', label: t('settings.password') },
        { to: '/profile/settings/account', label: t('settings.account') },
      ]}
    />
  );
}
