import { useTranslation } from 'react-i18next';
import { MonitorPlay } from 'lucide-react';
import { Chip } from '../../../components/ui/chip';
import { useNow } from '../hooks/use-now';
import { formatRelative } from '../lib/relative-time';
import type { LiveHealth } from '../hooks/use-widget-health';
import { intlLocale } from '../../../app/i18n';

/**
 * Browser sources connected and the last event: "2 sources · last event 4 s ago". A source that
 * stopped answering is dropped by the server's heartbeat, so the count is honest.
 */
export function HealthIndicator({ health, compact }: { health: LiveHealth; compact?: boolean }) {
  const { t, i18n } = useTranslation('widgets');
  const now = useNow();
  const connected = health.connections > 0;
  const lastEvent = health.lastEventAt
    ? t('health.lastEvent', {
        when: formatRelative(health.lastEventAt, now, intlLocale(i18n.resolvedLanguage)),
      })
    : t('health.noEvents');
  return (
    <div
      className={compact ? 'flex flex-col items-start gap-1' : 'flex flex-wrap items-center gap-2'}
      data-testid="widget-health"
    >
      <Chip
        size="sm"
        variant={connected ? 'success' : 'neutral'}
        icon={<MonitorPlay aria-hidden />}
      >
        {t('health.sources', { count: health.connections })}
      </Chip>
      <span className="text-xs text-zinc-400">{lastEvent}</span>
    </div>
  );
}
