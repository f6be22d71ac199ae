import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../app/i18n';
import { cn } from '../../../lib/cn';

const chat = [
  { name: 'nightowl', color: '#a78bfa', text: 'that clutch was insane' },
  { name: 'kappa_kid', color: '#38bdf8', text: '!song' },
  { name: 'KyoBot', color: '#53fc18', text: 'Now playing: Midnight City by M83', bot: true },
  { name: 'mira', color: '#f472b6', text: 'GG! first time here, love the vibe' },
];

/** A static picture of what the overlays look like in OBS, drawn with HTML (no images). */
export function OverlayPreview() {
  const { t, i18n } = useTranslation('home');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="relative aspect-[16/11] overflow-hidden rounded-2xl border border-surface-700 bg-[radial-gradient(circle_at_30%_20%,#1f2a3a,#0b0d10_70%)] shadow-2xl shadow-black/50">
        <div className="absolute left-4 top-4 flex items-center gap-2 rounded-md bg-red-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">
          <span className="h-1.5 w-1.5 rounded-full bg-white motion-safe:animate-pulse" />{' '}
          {t('preview.live', { viewers: (1284).toLocaleString(intlLocale(i18n.language)) })}
        </div>
        <div className="absolute right-4 top-4 hidden w-56 rounded-xl sm:block bg-black/55 p-3 ring-1 ring-white/10 backdrop-blur">
          <p className="text-[10px] font-semibold uppercase tracking-wider text-brand-400">
            {t('preview.nowPlaying')}
          </p>
          <div className="mt-2 flex items-center gap-3">
            <div className="h-10 w-10 rounded-md bg-gradient-to-br from-fuchsia-500 to-indigo-600" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-white">Midnight City</p>
              <p className="truncate text-xs text-zinc-400">M83</p>
            </div>
          </div>
          <div className="mt-2 h-1 rounded-full bg-white/10">
            <div className="h-1 w-2/3 rounded-full bg-brand-500" />
          </div>
        </div>
        <div className="absolute bottom-4 left-4 w-[62%] space-y-1.5 sm:w-64">
          {chat.map((line, index) => (
            <p
              key={line.name}
              // Phones: the first line would run under the alert; three tell the story.
              className={cn(
                'rounded-lg bg-black/45 px-2.5 py-1.5 text-[13px] leading-snug text-zinc-100',
                index === 0 && 'max-sm:hidden',
              )}
            >
              <span className="font-bold" style={{ color: line.color }}>
                {line.name}
              </span>
              <span className="text-zinc-500">: </span>
              {line.text}
            </p>
          ))}
        </div>
        <div className="absolute right-4 top-4 flex items-center gap-3 rounded-xl bg-brand-500 px-3 py-2 text-surface-950 shadow-lg shadow-brand-500/30 sm:top-auto sm:bottom-6 sm:right-6 sm:px-4 sm:py-3">
          <span className="text-2xl">★</span>
          <div>
            <p className="text-xs font-bold uppercase tracking-wide">{t('preview.newFollower')}</p>
            <p className="text-sm font-black">mira</p>
          </div>
        </div>
      </div>
    </div>
  );
}
