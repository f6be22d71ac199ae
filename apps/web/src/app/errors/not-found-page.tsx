import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../page-title';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageTitle titleKey="errors.notFoundTitle" />
      <p className="font-mono text-7xl font-black tracking-tight text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-bold text-white">{t('errors.notFoundTitle')}</h1>
      <p className="mt-3 break-all text-zinc-400">
        {t('errors.notFoundText', { path: location.pathname })}
      </p>
      <div className="mt-8 flex gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </Button>
        <Button onClick={() => void navigate('/')}>{t('errors.goHome')}</Button>
      </div>
    </section>
  );
}
