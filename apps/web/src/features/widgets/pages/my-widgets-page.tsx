import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, Radio } from 'lucide-react';
import type { Widget } from '@kyo/contracts';
import { Page, PageHeader } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Table, type TableColumn } from '../../../components/ui/table';
import { HealthIndicator } from '../components/health-indicator';
import { WidgetActions } from '../components/widget-actions';
import { useWidgetHealth } from '../hooks/use-widget-health';
import { useWidgetList } from '../hooks/use-widgets';
import { widgetUis } from '../types/registry';

interface Row {
  id: string;
  name: string;
  type: string;
  health: number;
  createdAt: string;
  widget: Widget;
}

/** `/profile/widgets`: the user's widgets with their OBS URLs and live overlay health. */
export default function MyWidgetsPage() {
  const { t, i18n } = useTranslation('widgets');
  const list = useWidgetList();
  const { health, live } = useWidgetHealth();

  // Rows change only with the list: live health flows through the columns, so a health push
  // does not send the table back to page 1.
  const rows = useMemo<Row[]>(
    () =>
      (list.data ?? []).map((widget) => ({
        id: widget.id,
        name: widget.name,
        type: widget.type,
        health: widget.health.connections,
        createdAt: widget.createdAt,
        widget,
      })),
    [list.data],
  );
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      {
        key: 'name',
        title: t('list.name'),
        sortable: true,
        formatter: (name, row) => (
          <Link
            to={`/widget/edit/${row.id}`}
            className="font-semibold text-white hover:text-brand-300 hover:underline"
          >
            {name}
          </Link>
        ),
      },
      {
        key: 'type',
        title: t('list.type'),
        sortable: true,
        formatter: (type) => {
          const ui = widgetUis[type as Widget['type']];
          return (
            <span className="inline-flex items-center gap-2 text-zinc-300">
              <ui.icon size={15} aria-hidden className="text-brand-400" />
              {t(`types.${type}.name`)}
            </span>
          );
        },
      },
      {
        key: 'health',
        title: t('list.health'),
        formatter: (_, row) => (
          <HealthIndicator health={health[row.id] ?? row.widget.health} compact />
        ),
      },
      {
        key: 'createdAt',
        title: t('list.created'),
        sortable: true,
        formatter: (createdAt) =>
          new Date(createdAt).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: 'medium' }),
      },
    ],
    [t, i18n.resolvedLanguage, health],
  );

  return (
    <Page>
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        actions={
          <ButtonLink to="/widget/edit">
            <Plus size={16} aria-hidden />
            {t('list.create')}
          </ButtonLink>
        }
      />
      <div className="mb-3 flex justify-end">
        <Chip size="sm" variant={live ? 'success' : 'neutral'} icon={<Radio aria-hidden />}>
          {live ? t('health.live') : t('health.offline')}
        </Chip>
      </div>
      <Table
        caption={t('list.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={list.isPending}
        emptyText={list.isError ? t('list.loadFailed') : t('list.empty')}
        actions={(row) => <WidgetActions widget={row.widget} />}
      />
    </Page>
  );
}
