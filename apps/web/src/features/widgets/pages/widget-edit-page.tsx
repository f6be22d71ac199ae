import type { WidgetType } from '@kyo/contracts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, PlannedNotice } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { WidgetEditor } from '../components/widget-editor';
import { useWidget } from '../hooks/use-widgets';
import { isAvailable, typeTexts } from '../types/registry';

/** `/widget/edit/{id}`: one saved widget's builder, OBS URL, health and test buttons. */
export default function WidgetEditPage() {
  const { t, i18n } = useTranslation('widgets');
  const { id = '' } = useParams();
  const query = useWidget(id);

  if (query.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status">
        <Spinner size={28} />
        <span className="sr-only">{t('edit.loading')}</span>
      </div>
    );
  }
  if (query.isError || !query.data) {
    const missing =
      query.error instanceof ApiRequestError && [400, 404].includes(query.error.status);
    return (
      <Page>
        <PlannedNotice title={missing ? t('edit.notFound') : t('edit.loadFailed')}>
          <ButtonLink to="/profile/widgets" variant="secondary" className="mt-4">
            {t('nav.myWidgets')}
          </ButtonLink>
        </PlannedNotice>
      </Page>
    );
  }
  const widget = query.data;
  // A type this dashboard has no builder for (a newer server's): said so, not a blank page.
  const type: WidgetType = widget.type;
  if (!isAvailable(type)) {
    return (
      <Page>
        <PlannedNotice title={t('comingSoon.title')}>
          {typeTexts(widget.type, i18n.resolvedLanguage).description}
        </PlannedNotice>
      </Page>
    );
  }
  return <WidgetEditor key={widget.id} widget={widget} type={widget.type} />;
}
