import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useResetState } from '../hooks/use-widgets';

/**
 * "Reset leaderboard" (or goal), behind a confirmation: counting starts again from now for this
 * widget.
 */
export function ResetLeaderboard({
  widgetId,
  kind = 'leaderboard',
}: {
  widgetId: string;
  kind?: 'leaderboard' | 'goal';
}) {
  // The goal's texts sit beside the leaderboard's: edit.reset.* and edit.resetGoal.*.
  const { t } = useTranslation('widgets', {
    keyPrefix: kind === 'goal' ? 'edit.resetGoal' : 'edit.reset',
  });
  const [confirming, setConfirming] = useState(false);
  const reset = useResetState(widgetId);
  const run = async () => {
    try {
      await reset.mutateAsync();
      toast.success(t('done'));
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('failed'));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<RotateCcw size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('button')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('title')}
        description={t('body')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={reset.isPending} onClick={() => void run()}>
              {t('confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
