import { useTranslation } from 'react-i18next';

/** "Live" while a stream runs, "Sample" for the demo's fast-played streams. */
export function StreamBadges({ live, sample }: { live: boolean; sample: boolean }) {
  const { t } = useTranslation('stats');
  return (
    <>
      {live && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-500/15 px-2 py-0.5 text-[11px] font-semibold text-red-300">
          <span aria-hidden className="size-1.5 rounded-full bg-red-400" />
          {t('live')}
        </span>
      )}
      {sample && (
        <span
          className="rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-semibold text-amber-300"
          title={t('sampleNote')}
          data-testid="sample-badge"
        >
          {t('sample')}
        </span>
      )}
    </>
  );
}
