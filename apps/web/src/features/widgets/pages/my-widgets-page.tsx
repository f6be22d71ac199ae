import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Plus, Radio } from 'lucide-react';
import type { Widget } from '@kyo/contracts';
import { Page, PageHeader } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Table, type TableColumn } from '../../../components/ui/table';
import { ApiRequestError } from '../../../lib/api-client';
import { ChannelSwitch, MINE } from '../../../components/channel-switch';
import { useModeratedChannels } from '../../../lib/use-moderated-channels';
import { HealthIndicator } from '../components/health-indicator';
import { WidgetActions } from '../components/widget-actions';
import { ShareImport } from '../components/share-import';
import { useWidgetHealth } from '../hooks/use-widget-health';
import { useWidgetList } from '../hooks/use-widgets';
import { typeTexts, widgetUis } from '../types/registry';
import { intlLocale } from '../../../app/i18n';

interface Row {
  id: string;
  name: string;
  type: string;
  health: number;
  createdAt: string;
  widget: Widget;
}

/**
 * `/profile/widgets`: the user's widgets with their OBS URLs and live overlay health; with
 * `?channel={ownerId}`, those of a channel they moderate (no delete there: that stays with the owner).
 */
export default function MyWidgetsPage() {
  const { t, i18n } = useTranslation('widgets');
  const [search, setSearch] = useSearchParams();
  const channel = search.get('channel') ?? undefined;
  const channels = useModeratedChannels();
  const list = useWidgetList(channel);
  const { health, live } = useWidgetHealth();
  const owner = channel ? channels.data?.find((c) => c.id === channel) : undefined;

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
              {typeTexts(type as Widget['type'], i18n.resolvedLanguage).name}
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
          new Date(createdAt).toLocaleDateString(intlLocale(i18n.resolvedLanguage), {
            dateStyle: 'medium',
          }),
      },
    ],
    [t, i18n.resolvedLanguage, health],
  );

  const title = channel
    ? owner
      ? t('channel.title', { name: owner.username })
      : t('channel.titleUnknown')
    : t('list.title');
  const refused = list.error instanceof ApiRequestError && list.error.status === 403;
  const emptyText = refused
    ? t('channel.notModerator')
    : list.isError
      ? t('list.loadFailed')
      : channel
        ? t('channel.empty')
        : t('list.empty');

  return (
    <Page>
      <PageHeader
        title={title}
        description={channel ? t('channel.subtitle') : t('list.subtitle')}
        actions={
          channel ? undefined : (
            <>
              <ShareImport />
              <ButtonLink to="/widget/edit">
                <Plus size={16} aria-hidden />
                {t('list.create')}
              </ButtonLink>
            </>
          )
        }
      />
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        {channels.data && channels.data.length > 0 && (
          <ChannelSwitch
            channels={channels.data}
            value={channel ?? MINE}
            label={t('channel.label')}
            mineLabel={t('channel.mine')}
            channelLabel={(name) => t('channel.of', { name })}
            onChange={(next) =>
              setSearch(next === MINE ? {} : { channel: next }, { replace: true })
            }
          />
        )}
        {/* The dashboard socket reports the user's own widgets; a moderated channel's list polls. */}
        {!channel && (
          <span className="ml-auto">
            <Chip size="sm" variant={live ? 'success' : 'neutral'} icon={<Radio aria-hidden />}>
              {live ? t('health.live') : t('health.offline')}
            </Chip>
          </span>
        )}
      </div>
      <Table
        caption={title}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={list.isPending}
        emptyText={emptyText}
        actions={(row) => <WidgetActions widget={row.widget} canDelete={!channel} />}
      />
    </Page>
  );
}
