import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialPoll, reducePoll, type PollState } from './poll.logic';

/** Poll widget settings (docs/widgets.md). */
export const pollSettingsSchema = z.object({
  showVotes: z.boolean().default(true),
  showPercent: z.boolean().default(true),
  /** Seconds left while the poll is open. */
  showTimer: z.boolean().default(true),
  /** "Type 1, 2 … or !vote 1 in chat". */
  showHowToVote: z.boolean().default(true),
  /** After the poll ends: keep showing its result, or hide. */
  whenEnded: z.enum(['keep', 'hide']).default('keep'),
  /** The widget's words (a new widget gets them in the dashboard's language). `{max}`: 3. */
  howToVoteText: z.string().trim().max(60).default('Type 1–{max} or !vote 1 in chat'),
  /** After a count of one, and after any other count. */
  voteLabel: z.string().trim().max(20).default('vote'),
  votesLabel: z.string().trim().max(20).default('votes'),
  endedText: z.string().trim().max(40).default('Final result'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(64).default(22),
  textColor: colorSchema.default('#ffffff'),
  barColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10d9'),
});
export type PollSettings = z.infer<typeof pollSettingsSchema>;

export const pollStateSchema = z.object({
  id: z.string().nullable(),
  question: z.string(),
  options: z.array(z.object({ label: z.string(), votes: z.number().int() })),
  total: z.number().int(),
  status: z.enum(['open', 'ended']),
  endsAt: z.number(),
  version: z.number().int(),
  at: z.number(),
});

/** A viewer game's poll (docs/widgets.md): the games push its whole value on each change. */
export const pollWidget = {
  type: 'poll',
  displayName: 'Poll',
  names: { tr: 'Anket', es: 'Encuesta', pt: 'Enquete' },
  settings: placed(pollSettingsSchema),
  events: ['poll'],
  kickEvents: [],
  testEvents: ['poll'],
  size: { width: 520, height: 340 },
  available: true,
  state: stateOf<PollState, unknown>({
    schema: pollStateSchema,
    initial: initialPoll,
    reduce: reducePoll,
    delivery: 'messages',
  }),
  // Not polled: an overlay that connects is sent the channel's current values.
  live: ['games'],
} as const satisfies WidgetTypeContract;
