import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChannelSwitch, MINE } from '../../../components/channel-switch';
import { useModeratedChannels } from '../../../lib/use-moderated-channels';
import { useStatsChannel } from '../hooks/use-stats-channel';

/** For someone who moderates channels: whose stats the page shows (kept in `?owner=`). */
export function StatsChannelBar() {
  const { t } = useTranslation('stats');
  const channels = useModeratedChannels();
  const { owner } = useStatsChannel();
  const [, setSearch] = useSearchParams();
  const list = channels.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mb-6 max-w-xs">
      <ChannelSwitch
        channels={list}
        value={owner ?? MINE}
        label={t('channel.label')}
        mineLabel={t('channel.mine')}
        channelLabel={(name) => t('channel.of', { name })}
        onChange={(next) => setSearch(next === MINE ? {} : { owner: next })}
      />
    </div>
  );
}
