import {
  formatMessage,
  type BotSettings,
  type Command,
  type Language,
  type Role,
  type SilenceReason,
  type TextTemplate,
} from '@kyo/contracts';
import type { AudienceView } from '../../audience/audience.service';
import type { StreamSnapshot } from '../../channel/channel-state';
import type { KicksBoardAnswer } from '../../channel/kicks-board';
import type { NowPlaying } from '../../channel/song';
import type { LeaderboardAnswer } from '../../../../ports';
import type { ChatCommand } from '../../../../platform/features/chat-commands';

/** Changes to custom commands from chat, with the API's rules (a dry run in the playground). */
export interface CommandManagement {
  /** Answers the saved command, or throws an HttpError whose message is shown in chat. */
  add(name: string, response: string): Promise<Command>;
  edit(name: string, response: string): Promise<Command | null>;
  remove(name: string): Promise<boolean>;
}

export interface BuiltinContext {
  /** The channel's Kick name. */
  channel: string;
  /** The channel owner's language: the replies are in it, as every default text of the bot. */
  language: Language;
  sender: { username: string; role: Role; kickUserId: string; badges?: string[] };
  args: string[];
  /** Everything after the trigger, as typed. */
  rest: string;
  settings: BotSettings;
  /** The channel's custom commands. */
  commands: Command[];
  now: number;
  stream(): Promise<StreamSnapshot>;
  nowPlaying(): Promise<NowPlaying>;
  /** Kick's own Kicks leaderboard of the channel (scope `kicks:read`). */
  kicksLeaderboard(): Promise<KicksBoardAnswer>;
  /** The channel's first chat leaderboard widget's ranking, or null when it has none. */
  leaderboard(): Promise<LeaderboardAnswer | null>;
  manage: CommandManagement;
  /** Switches OBS to a scene through a Kyo display in OBS (Advanced access). */
  switchScene(scene: string): Promise<{ ok: true; note: string } | { ok: false; reason: string }>;
  /** Follows and chatters Kyo saw in this channel. */
  audience: AudienceView;
  /** Who requested the track with this title, if it is the request playing now (song requests). */
  requesterOf(title: string): Promise<string | null>;
  /** The commands other features add (song requests, …), for `!commands`. */
  featureCommands(): ChatCommand[];
  /** The triggers only a feature knows that answer viewers here now (counters, `!quote`…). */
  featureTriggers?(): Promise<string[]>;
  /** The channel's owner (the Kyo account). */
  ownerId?: string;
}

/**
 * A built-in command: one small file each, registered in builtins/registry.ts. `setting` names
 * the switch in the bot settings that turns it off (null: always on, e.g. the moderators' tools).
 */
export interface BuiltinCommand {
  name: string;
  aliases: readonly string[];
  permission: Role;
  cooldownSeconds: number;
  setting: keyof BotSettings['builtins'] | null;
  description: string;
  /**
   * The reply; null for none; `{ silent }` for none that the streamer should hear of on the status
   * page (a built-in that needs something set up: the chat is not the place to say so).
   */
  run(ctx: BuiltinContext): Promise<string | null | { silent: SilenceReason }>;
}

/**
 * A built-in's reply in the channel's language: a template of the contracts' catalogue
 * (`messages/<lang>/chat.ts`, "Built-in commands"), its values put in as they are.
 */
export const say = (
  ctx: Pick<BuiltinContext, 'language'>,
  template: TextTemplate,
  values: Readonly<Record<string, string | number>> = {},
): string => formatMessage(template, values, ctx.language);
