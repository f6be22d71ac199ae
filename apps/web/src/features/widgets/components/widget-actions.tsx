import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, CopyPlus, Download, Pencil, RotateCw, Trash2 } from 'lucide-react';
import type { Widget } from '@kyo/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCopy } from '../hooks/use-copy';
import { useDeleteWidget, useDuplicateWidget, useReloadSources } from '../hooks/use-widgets';
import { downloadShareFile } from '../lib/share-file';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

/**
 * A widget row's actions: copy the OBS URL, edit, duplicate, download as a share file, reload its
 * sources, and for the
 * owner (not their moderators) delete.
 */
export function WidgetActions({ widget, canDelete }: { widget: Widget; canDelete: boolean }) {
  const { t } = useTranslation('widgets');
  const copy = useCopy();
  const duplicate = useDuplicateWidget();
  const reload = useReloadSources();
  const remove = useDeleteWidget();
  const [confirming, setConfirming] = useState(false);

  const run = async <R,>(
    action: () => Promise<R>,
    success: (result: R) => string,
    fallback: string,
  ) => {
    try {
      toast.success(success(await action()));
    } catch (error) {
      toast.error(failure(error, fallback));
    }
  };
  const label = (key: string) => t(key, { name: widget.name });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Copy size={14} aria-hidden />}
        onClick={() => void copy(widget.overlayUrl)}
      >
        {t('list.copyUrl')}
      </Button>
      <ButtonLink
        to={`/widget/edit/${widget.id}`}
        variant="ghost"
        size="sm"
        aria-label={label('list.editNamed')}
        title={t('list.edit')}
      >
        <Pencil size={14} aria-hidden />
      </ButtonLink>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label('list.duplicateNamed')}
        title={t('list.duplicate')}
        loading={duplicate.isPending}
        onClick={() =>
          void run(
            () => duplicate.mutateAsync(widget.id),
            (copyOf) => t('list.duplicated', { name: copyOf.name }),
            t('list.duplicateFailed'),
          )
        }
      >
        <CopyPlus size={14} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label('share.downloadNamed')}
        title={t('share.download')}
        onClick={() =>
          void downloadShareFile('widget', widget.id, widget.name).catch((error: unknown) =>
            toast.error(failure(error, t('share.downloadFailed'))),
          )
        }
      >
        <Download size={14} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label('list.reloadNamed')}
        title={t('health.reload')}
        loading={reload.isPending}
        onClick={() =>
          void run(
            () => reload.mutateAsync(widget.id),
            ({ reloaded }) => t('health.reloaded', { count: reloaded }),
            t('health.reloadFailed'),
          )
        }
      >
        <RotateCw size={14} aria-hidden />
      </Button>
      {canDelete && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={label('list.deleteNamed')}
          title={t('list.delete')}
          className="hover:text-red-300"
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={14} aria-hidden />
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('list.deleteTitle', { name: widget.name })}
        description={t('list.deleteWarning')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                void run(
                  () => remove.mutateAsync(widget.id),
                  () => t('list.deleted', { name: widget.name }),
                  t('list.deleteFailed'),
                ).finally(() => setConfirming(false))
              }
            >
              {t('list.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
