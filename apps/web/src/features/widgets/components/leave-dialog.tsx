import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before leaving a builder with unsaved changes (the router's blocker is holding). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('widgets');
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      description={t('unsaved.body')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('unsaved.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </>
      }
    />
  );
}
