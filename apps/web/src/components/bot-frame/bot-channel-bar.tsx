import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { MINE } from '../channel-mine';
import { useModeratedChannels } from '../../lib/use-moderated-channels';
import { useBotChannel } from '../../lib/use-bot-channel';

// Only moderators see the switch, once their channels are known: its select (a combobox with
// floating options) loads then, not with every bot page.
const ChannelSwitch = lazy(() =>
  import('../channel-switch').then((m) => ({ default: m.ChannelSwitch })),
);

/**
 * Above every bot page, for someone who moderates a channel: the same channel switch as My
 * widgets (the choice goes into `?owner=`), and while on another's channel, what they may do there.
 */
export function BotChannelBar() {
  const { t } = useTranslation('bot-frame');
  const channels = useModeratedChannels();
  const { owner, moderating } = useBotChannel();
  const [, setSearch] = useSearchParams();
  const list = channels.data ?? [];
  if (list.length === 0 && !moderating) return null;
  const ownerName = owner ? list.find((c) => c.id === owner)?.username : undefined;
  const notModerator = moderating && channels.isSuccess && !ownerName;

  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
      {list.length > 0 && (
        <Suspense fallback={<div className="h-16 md:w-72" aria-hidden />}>
          <ChannelSwitch
            channels={list}
            value={owner ?? MINE}
            label={t('channel.label')}
            mineLabel={t('channel.mine')}
            channelLabel={(name) => t('channel.of', { name })}
            onChange={(next) => setSearch(next === MINE ? {} : { owner: next })}
          />
        </Suspense>
      )}
      {ownerName && (
        <p
          data-testid="moderating-note"
          className="flex flex-1 items-start gap-2.5 rounded-xl border border-sky-500/25 bg-sky-500/[0.07] px-4 py-2.5 text-sm text-sky-100/90"
        >
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-400" />
          {t('channel.moderating', { name: ownerName })}
        </p>
      )}
      {notModerator && (
        <p
          role="alert"
          className="flex flex-1 items-start gap-2.5 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-2.5 text-sm text-amber-200"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('channel.notModerator')}
        </p>
      )}
    </div>
  );
}
