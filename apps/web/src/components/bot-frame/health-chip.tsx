import { useTranslation } from 'react-i18next';
import { Chip, type ChipVariant } from '../ui/chip';
import type { Health, HealthLevel } from './health';

const variants: Record<HealthLevel, ChipVariant> = {
  ok: 'success',
  warning: 'warning',
  error: 'danger',
  off: 'neutral',
};
const dots: Record<HealthLevel, string> = {
  ok: 'bg-emerald-400',
  warning: 'bg-amber-400',
  error: 'bg-red-400',
  off: 'bg-zinc-500',
};

export function StatusDot({ level, pulse }: { level: HealthLevel; pulse?: boolean }) {
  return (
    <span aria-hidden className="relative flex size-2">
      {pulse && (
        // Three pings when the bot turns healthy (the span mounts then), then a still dot: a
        // dashboard left open for a whole stream draws no frames for it (a ping that never
        // stopped cost 8 % of a core in software rendering), and none with reduced motion.
        <span
          className={`absolute inline-flex size-full rounded-full opacity-60 motion-safe:animate-ping ${dots[level]}`}
          style={{ animationIterationCount: 3 }}
        />
      )}
      <span className={`relative inline-flex size-2 rounded-full ${dots[level]}`} />
    </span>
  );
}

/** The bot's health in one chip: "Healthy", "Bot is off", "Kick needs reconnecting"… */
export function HealthChip({ health }: { health: Health }) {
  const { t } = useTranslation('bot-frame');
  return (
    <Chip
      variant={variants[health.level]}
      icon={<StatusDot level={health.level} pulse={health.level === 'ok'} />}
    >
      <span data-testid="bot-health">
        {t(`health.${health.key}`, { count: health.count ?? 0 })}
      </span>
    </Chip>
  );
}
