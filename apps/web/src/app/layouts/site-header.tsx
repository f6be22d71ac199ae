import { NavLink } from 'react-router';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../lib/auth-store';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-surface-800 text-white' : 'text-zinc-400 hover:text-white',
  );

function MainNav({ className, signedIn }: { className: string; signedIn: boolean }) {
  const { t } = useTranslation('app');
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <NavLink to="/widget" end className={navLinkClass}>
        {t('nav.widgets')}
      </NavLink>
      <NavLink to="/bot" className={navLinkClass}>
        {t('nav.bot')}
      </NavLink>
      <NavLink to="/documentation" className={navLinkClass}>
        {t('nav.docs')}
      </NavLink>
      {signedIn && (
        <NavLink to="/live" className={navLinkClass}>
          {t('nav.live')}
        </NavLink>
      )}
      {signedIn && (
        <NavLink to="/stats" className={navLinkClass}>
          {t('nav.stats')}
        </NavLink>
      )}
      {signedIn && (
        <NavLink to="/profile/widgets" className={navLinkClass}>
          {t('nav.myWidgets')}
        </NavLink>
      )}
    </nav>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('app');
  const { token } = useAuthState();
  return (
    <header className="sticky top-0 z-30 border-b border-surface-800 bg-surface-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Brand />
        <MainNav className="hidden items-center gap-1 md:flex" signedIn={Boolean(token)} />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {token ? (
            <>
              <ButtonLink
                to="/profile/settings/connections"
                variant="ghost"
                size="sm"
                aria-label={t('nav.settings')}
                className="px-2 sm:px-3"
              >
                <Settings aria-hidden className="size-4 sm:hidden" />
                <span className="hidden sm:inline">{t('nav.settings')}</span>
              </ButtonLink>
              <ButtonLink to="/logout" variant="secondary" size="sm">
                {t('nav.signOut')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/signin" variant="ghost" size="sm" className="px-2 sm:px-3">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                {t('nav.signUp')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      {/* Phones: the same links in a scrollable row under the bar. */}
      <MainNav
        className="flex gap-1 overflow-x-auto border-t border-surface-800 px-4 py-2 md:hidden"
        signedIn={Boolean(token)}
      />
    </header>
  );
}
