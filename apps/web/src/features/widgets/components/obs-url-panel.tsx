import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink, KeyRound } from 'lucide-react';
import { widgetContracts, type Widget } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/text-input';
import { useCopy } from '../hooks/use-copy';

/**
 * The OBS browser-source URL with copy, the recommended size, and key rotation (without
 * `onRotate`, for a moderator, no rotation: a new URL is the owner's call).
 */
export function ObsUrlPanel({
  widget,
  rotating,
  onRotate,
}: {
  widget: Widget;
  rotating: boolean;
  onRotate?: () => Promise<unknown>;
}) {
  const { t } = useTranslation('widgets');
  const copy = useCopy();
  const [confirming, setConfirming] = useState(false);
  const { width, height } = widgetContracts[widget.type].size;
  return (
    <section
      className="rounded-xl border border-surface-700 bg-surface-900 p-5"
      aria-labelledby="obs-url"
    >
      <h2 id="obs-url" className="text-sm font-semibold text-white">
        {t('obs.title')}
      </h2>
      <p className="mt-1 text-xs text-zinc-400">{t('obs.hint', { width, height })}</p>
      <div className="mt-3 flex items-end gap-2">
        <TextInput
          label={t('obs.url')}
          readOnly
          value={widget.overlayUrl}
          containerClassName="min-w-0 flex-1"
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="obs-url"
        />
        <Button
          variant="primary"
          icon={<Copy size={16} aria-hidden />}
          onClick={() => void copy(widget.overlayUrl, undefined, { width, height })}
        >
          {t('obs.copy')}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-zinc-400">
          {t('obs.size')}{' '}
          <span className="font-mono font-semibold text-zinc-200">
            {width} × {height}
          </span>
        </p>
        <div className="flex gap-1">
          <a
            href={widget.overlayUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-zinc-300 hover:bg-surface-800 hover:text-white"
          >
            <ExternalLink size={14} aria-hidden />
            {t('obs.open')}
          </a>
          {onRotate && (
            <Button
              variant="ghost"
              size="sm"
              icon={<KeyRound size={14} aria-hidden />}
              loading={rotating}
              onClick={() => setConfirming(true)}
            >
              {t('obs.rotate')}
            </Button>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('obs.rotateTitle')}
        description={t('obs.rotateWarning')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void onRotate?.();
              }}
            >
              {t('obs.rotateConfirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
