import { MODERATORS_MAX, type ChannelMember, type ModeratorsOverview } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import type { MemberRow, ModeratorsRepo } from './moderators.repo';

export interface ModeratorsServiceDeps {
  repo: ModeratorsRepo;
  clock: Clock;
}

const toMember = (row: MemberRow): ChannelMember => ({
  id: row.id,
  username: row.username,
  addedAt: row.addedAt.toISOString(),
});

/** Who may help run whose channel: owners add and remove moderators, moderators may step down. */
export class ModeratorsService {
  constructor(private readonly deps: ModeratorsServiceDeps) {}

  async overview(userId: string): Promise<ModeratorsOverview> {
    const [moderators, channels] = await Promise.all([
      this.deps.repo.moderatorsOf(userId),
      this.deps.repo.channelsOf(userId),
    ]);
    return { moderators: moderators.map(toMember), channels: channels.map(toMember) };
  }

  async add(ownerId: string, username: string): Promise<ChannelMember> {
    const user = await this.deps.repo.findUserByUsername(username);
    if (!user) throw notFound('No Kyo account has this username.', 'username');
    if (user.id === ownerId) throw badRequest('You cannot be your own moderator.', 'username');
    const added = await this.deps.repo.add(
      ownerId,
      user,
      new Date(this.deps.clock.now()),
      MODERATORS_MAX,
    );
    if (added === 'exists') throw conflict('This user is already your moderator.', 'username');
    if (added === 'full') {
      throw conflict(
        `You can have at most ${MODERATORS_MAX} moderators. Remove one to add another.`,
      );
    }
    return toMember(added);
  }

  async remove(ownerId: string, moderatorId: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, moderatorId)))
      throw notFound('This user is not your moderator.');
  }

  async stepDown(moderatorId: string, ownerId: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, moderatorId)))
      throw notFound('You do not moderate this channel.');
  }

  /**
   * The access policy of a channel: its owner and its current moderators. Read from the database
   * on every call, so a removal takes effect on the moderator's next request.
   */
  async canManage(actorId: string, ownerId: string): Promise<boolean> {
    return actorId === ownerId || this.deps.repo.isModerator(ownerId, actorId);
  }
}
