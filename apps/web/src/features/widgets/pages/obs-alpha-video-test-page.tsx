import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useCopy } from '../hooks/use-copy';
import { SAMPLE_MEDIA } from '../lib/sample-media';

/** OBS's browser source defines `window.obsstudio`; a normal browser does not. */
const inObs = () => typeof window !== 'undefined' && 'obsstudio' in window;

/** Inside OBS the page must be see-through: everything behind the clip is cleared. */
function useTransparentPage(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const targets = [document.documentElement, document.body, document.getElementById('main')];
    const previous = targets.map((element) => element?.getAttribute('style') ?? null);
    for (const element of targets) {
      element?.style.setProperty('background', 'transparent', 'important');
      element?.style.setProperty('color-scheme', 'normal');
    }
    return () =>
      targets.forEach((element, index) => {
        const style = previous[index];
        if (style === null || style === undefined) element?.removeAttribute('style');
        else element?.setAttribute('style', style);
      });
  }, [enabled]);
}

function Clip({ className }: { className?: string }) {
  return (
    <video
      className={className}
      src={SAMPLE_MEDIA.video}
      autoPlay
      loop
      muted
      playsInline
      data-testid="alpha-clip"
    />
  );
}

/**
 * `/widget/obs-alpha-video-test`: a VP9 clip with an alpha channel. In a browser it plays over a
 * checkerboard with instructions; as an OBS browser source (or with `?obs=1`) the page shows
 * only the clip, so the streamer sees at once whether OBS keeps its transparency.
 */
export default function ObsAlphaVideoTestPage() {
  const { t } = useTranslation('widgets');
  const copy = useCopy();
  const [obs] = useState(() => inObs() || new URLSearchParams(window.location.search).has('obs'));
  useTransparentPage(obs);
  const url = `${window.location.origin}/widget/obs-alpha-video-test`;

  if (obs) {
    return (
      <div className="fixed inset-0 flex items-center justify-center">
        <Clip className="max-h-full max-w-full" />
      </div>
    );
  }
  const steps = ['add', 'size', 'look', 'fix'] as const;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-6 py-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <h1 className="text-2xl font-bold text-white">{t('alpha.title')}</h1>
        <p className="mt-2 text-zinc-400">{t('alpha.subtitle')}</p>
        <div className="mt-6 flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-[conic-gradient(#d4d4d8_25%,#fafafa_0_50%,#d4d4d8_0_75%,#fafafa_0)] bg-[length:32px_32px] ring-1 ring-surface-700">
          <Clip className="h-full w-full object-contain" />
        </div>
        <p className="mt-3 text-sm text-zinc-400">{t('alpha.browserNote')}</p>
      </div>
      <aside className="self-start rounded-xl border border-surface-700 bg-surface-900 p-5">
        <h2 className="font-semibold text-white">{t('alpha.howTitle')}</h2>
        <ol className="mt-4 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-zinc-300">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-700 text-xs font-bold text-white">
                {index + 1}
              </span>
              <span>{t(`alpha.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <div className="mt-5 rounded-lg bg-surface-850 p-3 font-mono text-xs break-all text-zinc-200 ring-1 ring-surface-700">
          {url}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" icon={<Copy size={14} aria-hidden />} onClick={() => void copy(url)}>
            {t('alpha.copy')}
          </Button>
          <ButtonLink to="/widget" variant="ghost" size="sm">
            {t('alpha.back')}
          </ButtonLink>
        </div>
      </aside>
    </div>
  );
}
