import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { NotFoundPage } from './not-found-page';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Any error thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('app');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <title>{`${t('errors.oops')} · Kyo`}</title>
      <h1 className="text-3xl font-bold text-white">{t('errors.oops')}</h1>
      <p className="mt-3 break-words rounded-lg bg-surface-900 px-4 py-3 font-mono text-sm text-red-300 ring-1 ring-surface-700">
        {messageOf(error)}
      </p>
      <div className="mt-8 flex gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </Button>
        <Button onClick={() => window.location.assign('/')}>{t('errors.goHome')}</Button>
      </div>
    </section>
  );
}
