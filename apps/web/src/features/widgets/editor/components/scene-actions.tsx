import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import type { SceneSummary } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { useDeleteScene, useRotateSceneKey } from '../hooks/use-scenes';
import { downloadShareFile } from '../../lib/share-file';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

/**
 * A scene card's owner actions: a new OBS URL (the old one stops working in every browser source
 * at once) and delete, each asked again first. Moderators edit a channel's scenes but neither.
 */
export function SceneActions({ scene }: { scene: SceneSummary }) {
  const { t } = useTranslation('editor');
  const remove = useDeleteScene();
  const rotate = useRotateSceneKey();
  const [asking, setAsking] = useState<'delete' | 'rotate' | null>(null);
  const close = () => setAsking(null);
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(failure(error, failed));
    } finally {
      close();
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('list.downloadNamed', { name: scene.name })}
        title={t('list.download')}
        onClick={() =>
          void downloadShareFile('scene', scene.id, scene.name).catch((error: unknown) =>
            toast.error(failure(error, t('list.downloadFailed'))),
          )
        }
      >
        <Download size={14} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('list.rotateNamed', { name: scene.name })}
        title={t('list.rotate')}
        onClick={() => setAsking('rotate')}
      >
        <KeyRound size={14} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="hover:text-red-300"
        aria-label={t('list.deleteNamed', { name: scene.name })}
        title={t('list.delete')}
        onClick={() => setAsking('delete')}
      >
        <Trash2 size={14} aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={asking === 'rotate'}
        title={t('list.rotateTitle', { name: scene.name })}
        description={t('list.rotateWarning')}
        confirmLabel={t('list.rotateConfirm')}
        busy={rotate.isPending}
        onClose={close}
        onConfirm={() =>
          void run(
            () => rotate.mutateAsync(scene.id),
            t('list.rotated', { name: scene.name }),
            t('list.rotateFailed'),
          )
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('list.deleteTitle', { name: scene.name })}
        description={t('list.deleteWarning')}
        confirmLabel={t('list.deleteConfirm')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          void run(
            () => remove.mutateAsync(scene.id),
            t('list.deleted', { name: scene.name }),
            t('list.deleteFailed'),
          )
        }
      />
    </>
  );
}
