import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast, type ToastData, type ToastType } from '../../../components/ui/toast';
import { ToastCard } from '../../../components/ui/toast-card';
import { Specimen } from './gallery-section';

const TYPES: Array<{ type: ToastType; icon: typeof Info; colour: string }> = [
  { type: 'success', icon: CircleCheck, colour: 'text-brand-400' },
  { type: 'error', icon: CircleX, colour: 'text-red-400' },
  { type: 'warning', icon: TriangleExclamationPoint, colour: 'text-amber-300' },
  { type: 'info', icon: Info, colour: 'text-sky-400' },
];

/** Buttons that raise real toasts through the toast API. */
export function ToastTriggers() {
  const { t } = useTranslation('gallery');
  return (
    <div className="flex flex-col gap-6">
      <Specimen state={t('feedback.toastTypes')}>
        <div className="flex flex-wrap gap-2">
          {TYPES.map(({ type, icon: Icon, colour }) => (
            <Button
              key={type}
              size="sm"
              variant="secondary"
              icon={<Icon aria-hidden className={`size-4 ${colour}`} />}
              onClick={() => toast[type](t(`feedback.${type}Message`))}
            >
              {t(`feedback.${type}`)}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen state={t('feedback.toastTimeouts')}>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toast.info(t('feedback.stickyMessage'), { timeout: 0 })}
          >
            {t('feedback.sticky')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toast.success(t('feedback.quickMessage'), { timeout: 1500 })}
          >
            {t('feedback.quick')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => toast.dismiss()}>
            {t('feedback.dismissAll')}
          </Button>
        </div>
      </Specimen>
    </div>
  );
}

/** The four toast looks, laid out statically so they can be inspected (and screenshotted). */
export function ToastPreview() {
  const { t } = useTranslation('gallery');
  const [closed, setClosed] = useState<ToastType[]>([]);
  const shown: ToastData[] = TYPES.filter(({ type }) => !closed.includes(type)).map(({ type }) => ({
    id: `preview-${type}`,
    type,
    message: t(`feedback.${type}Message`),
    timeout: 0,
  }));
  return (
    <Specimen state={t('feedback.preview')}>
      <ul aria-label={t('feedback.preview')} className="flex flex-col gap-2.5">
        {shown.map((item) => (
          <li key={item.id}>
            <ToastCard toast={item} onClose={() => setClosed((all) => [...all, item.type])} />
          </li>
        ))}
      </ul>
      {closed.length > 0 && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setClosed([])}>
            {t('feedback.reset')}
          </Button>
        </div>
      )}
    </Specimen>
  );
}
