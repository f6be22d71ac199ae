import { useTranslation } from 'react-i18next';

/**
 * A still picture of the idea: one 16:9 canvas with several widgets placed on it. Purely
 * decorative (hidden from assistive technology) and clearly not interactive.
 */
export function LayoutSketch() {
  const { t } = useTranslation('editor');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none">
      <div className="relative aspect-video overflow-hidden rounded-2xl border border-surface-700 bg-[radial-gradient(circle_at_70%_30%,#1c2533,#0b0d10_70%)] shadow-2xl shadow-black/50">
        <div className="absolute inset-0 bg-[linear-gradient(var(--color-surface-800)_1px,transparent_1px),linear-gradient(90deg,var(--color-surface-800)_1px,transparent_1px)] bg-[size:8.333%_14.8%] opacity-40" />
        <div className="absolute left-[4%] top-[8%] flex h-[84%] w-[28%] flex-col gap-1.5 rounded-lg border border-dashed border-brand-500/50 bg-brand-500/5 p-2">
          <span className="text-[10px] font-semibold uppercase tracking-wider text-brand-400">
            {t('sketch.chat')}
          </span>
          {[72, 90, 58, 80, 66].map((width, index) => (
            <span
              key={index}
              className="h-1.5 rounded-full bg-zinc-500/40"
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
        <div className="absolute left-[38%] top-[8%] flex h-[26%] w-[56%] items-center justify-center rounded-lg border border-dashed border-sky-400/50 bg-sky-400/5">
          <span className="text-[10px] font-semibold uppercase tracking-wider text-sky-300">
            {t('sketch.follower')}
          </span>
        </div>
        <div className="absolute bottom-[8%] right-[6%] flex h-[24%] w-[44%] items-center justify-center rounded-lg border border-dashed border-fuchsia-400/50 bg-fuchsia-400/5">
          <span className="text-[10px] font-semibold uppercase tracking-wider text-fuchsia-300">
            {t('sketch.subscribe')}
          </span>
        </div>
        <div className="absolute right-[6%] top-[40%] h-[6px] w-[6px] rounded-full bg-brand-400 shadow-[0_0_0_4px_color-mix(in_oklab,var(--color-brand-500)_25%,transparent)]" />
      </div>
    </div>
  );
}
