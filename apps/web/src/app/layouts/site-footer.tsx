import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand';

const links = [
  { to: '/documentation', key: 'footer.docs' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-of-use', key: 'footer.terms' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('app');
  return (
    <footer className="border-t border-surface-800 bg-surface-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3 text-sm text-zinc-400">
          <BrandMark className="h-6 w-6" />
          <span>{t('footer.tagline')}</span>
        </div>
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="text-zinc-400 hover:text-white">
              {t(link.key)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
