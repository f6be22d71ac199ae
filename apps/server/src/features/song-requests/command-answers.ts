import type { SongChatter, SongRequestCommands } from '../../ports';
import type { Clock } from '../../platform/clock';
import type { HandOver } from './handover';
import { PlayerFailure } from './ports';
import { minutesUntil, upcoming } from './queue-view';
import { votesNeeded } from './rules';
import type { SongRequestsRepo } from './song-requests.repo';
import type { SongRequestsService } from './song-requests.service';

/** `!queue` lists this many; the rest are counted. */
const QUEUE_SHOWN = 3;

/** What song requests' chat commands answer (commands.ts declares them to the bot). */
export function songRequestCommands(deps: {
  service: SongRequestsService;
  repo: SongRequestsRepo;
  handover: HandOver;
  clock: Clock;
}): SongRequestCommands {
  const { service, repo, handover, clock } = deps;
  const failed = async (ownerId: string, error: unknown) => {
    if (!(error instanceof PlayerFailure)) throw error;
    return (await service.texts(ownerId)).skipFailed(error.problem);
  };
  return {
    enabled: async (ownerId) => (await service.settings(ownerId)).enabled,
    request: async (ownerId, chatter, text) =>
      (await service.request(ownerId, chatter, text, 'chat')).reply,
    wrongSong: (ownerId, chatter) => service.wrongSong(ownerId, chatter),
    async queue(ownerId) {
      const t = await service.texts(ownerId);
      const next = upcoming(await repo.withStatus(ownerId, ['handed', 'queued']));
      if (next.length === 0) return t.queueEmpty();
      return t.queue(
        next.slice(0, QUEUE_SHOWN).map((r) => ({ title: r.title, requester: r.requesterName })),
        next.length - QUEUE_SHOWN,
      );
    },
    async when(ownerId, chatter) {
      const t = await service.texts(ownerId);
      const [playing] = await repo.withStatus(ownerId, ['playing']);
      const next = upcoming(await repo.withStatus(ownerId, ['handed', 'queued']));
      const index = next.findIndex((r) => r.requesterId === chatter.id);
      if (index < 0) {
        if (playing?.requesterId === chatter.id) return t.playingNow(chatter.name, playing.title);
        const pending = (await repo.withStatus(ownerId, ['pending'])).find(
          (r) => r.requesterId === chatter.id,
        );
        return pending
          ? t.awaitingApproval({ name: chatter.name, title: pending.title })
          : t.nothingOfYours(chatter.name);
      }
      return t.when({
        name: chatter.name,
        title: next[index]!.title,
        position: index + 1,
        minutes: minutesUntil(next, index, handover.playerNow(ownerId), clock.now()),
      });
    },
    async skip(ownerId) {
      const t = await service.texts(ownerId);
      const player = handover.playerNow(ownerId);
      try {
        const outcome = await service.skip(ownerId);
        // Another skip of this play came first (a second moderator, another node): it answers.
        if (!outcome.skipped) return null;
        const title = outcome.title ?? player?.title;
        return title ? t.skipped(title) : t.skippedSong();
      } catch (error) {
        return failed(ownerId, error);
      }
    },
    async clear(ownerId) {
      const t = await service.texts(ownerId);
      const { removed, handedStays } = await service.clear(ownerId);
      return t.cleared(removed, handedStays);
    },
    async voteSkip(ownerId, chatter: SongChatter, activeChatters) {
      const t = await service.texts(ownerId);
      const settings = await service.settings(ownerId);
      if (!settings.voteSkip.enabled) return t.voteSkipOff();
      const [playing] = await repo.withStatus(ownerId, ['playing']);
      if (!playing) return t.nothingToSkip();
      const votes = await repo.vote(playing.id, chatter.id);
      const needed = votesNeeded(settings, activeChatters);
      if (votes < needed) return t.votes({ votes, needed });
      // Votes that reach the threshold at once (two nodes) skip once: the skip is claimed, and
      // only the vote that won the claim says so.
      try {
        const outcome = await service.skip(ownerId, playing);
        if (outcome.skipped) return t.votePassed(playing.title);
        return outcome.why === 'not_playing' ? t.nothingToSkip() : null;
      } catch (error) {
        return failed(ownerId, error);
      }
    },
    async requesterNow(ownerId, title) {
      const [playing] = await repo.withStatus(ownerId, ['playing']);
      return playing && playing.title === title ? playing.requesterName : null;
    },
  };
}
