import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Shuffle, Trash } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import { Table, type TableColumn } from '../../../components/ui/table';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { GallerySection } from './gallery-section';
import { sampleCommands, type CommandRole, type SampleCommand } from './sample-commands';

const ROLE_LOOK: Record<CommandRole, ChipVariant> = {
  everyone: 'neutral',
  subscriber: 'brand',
  vip: 'info',
  moderator: 'warning',
};

export function TableDemo() {
  const { t } = useTranslation('gallery');
  const [seed, setSeed] = useState(0);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [selected, setSelected] = useState<SampleCommand[]>([]);
  const data = useMemo(() => (empty ? [] : sampleCommands(47, seed)), [empty, seed]);

  const columns = useMemo<TableColumn<SampleCommand>[]>(
    () => [
      {
        key: 'name',
        title: t('table.command'),
        sortable: true,
        formatter: (name) => <span className="font-mono font-medium text-white">{name}</span>,
      },
      {
        key: 'role',
        title: t('table.role'),
        sortable: true,
        formatter: (role) => <Chip variant={ROLE_LOOK[role]}>{t(`table.roles.${role}`)}</Chip>,
      },
      {
        key: 'cooldown',
        title: t('table.cooldown'),
        sortable: true,
        align: 'right',
        formatter: (seconds) => (seconds === 0 ? t('table.none') : `${seconds} s`),
      },
      { key: 'uses', title: t('table.uses'), sortable: true, align: 'right' },
      {
        key: 'enabled',
        title: t('table.status'),
        formatter: (enabled) =>
          enabled ? (
            <Chip variant="success">{t('table.active')}</Chip>
          ) : (
            <Chip>{t('table.off')}</Chip>
          ),
      },
    ],
    [t],
  );

  return (
    <GallerySection id="table" title={t('table.title')} description={t('table.description')}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Toggle size="sm" label={t('table.showLoading')} checked={loading} onChange={setLoading} />
        <Toggle size="sm" label={t('table.showEmpty')} checked={empty} onChange={setEmpty} />
        <Button
          size="sm"
          variant="secondary"
          icon={<Shuffle aria-hidden className="size-4" />}
          onClick={() => setSeed((s) => s + 1)}
        >
          {t('table.newData')}
        </Button>
        <p className="text-sm text-zinc-400 sm:ml-auto" aria-live="polite">
          {t('table.selected', { count: selected.length })}
        </p>
      </div>
      <Table
        caption={t('table.caption')}
        columns={columns}
        data={data}
        getRowId={(row) => row.id}
        selectable
        onSelectionChange={setSelected}
        loading={loading}
        actions={(row) => (
          <>
            <Button
              size="sm"
              variant="ghost"
              className="w-8 px-0"
              aria-label={t('table.editNamed', { name: row.name })}
              onClick={() => toast.info(t('table.editing', { name: row.name }))}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="w-8 px-0 hover:text-red-400"
              aria-label={t('table.deleteNamed', { name: row.name })}
              onClick={() => toast.success(t('table.deleted', { name: row.name }))}
            >
              <Trash aria-hidden className="size-4" />
            </Button>
          </>
        )}
      />
    </GallerySection>
  );
}
