import { z } from 'zod';
import { botChannelQuerySchema } from '../bot';
import { endpoint } from '../endpoint';
import { POLL_OPTIONS_MAX } from './rules';

/**
 * Chat polls (docs/bot.md, "Polls"): Kick has no poll API, so viewers vote in chat by typing an
 * option's number or `!vote N`; one vote per viewer, the last one counts.
 */

export const POLL_STATUSES = ['open', 'ended'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const pollInputSchema = z.strictObject({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(120, 'Question must be at most 120 characters'),
  options: z
    .array(
      z
        .string({ error: 'Option is required' })
        .trim()
        .min(1, 'Option is required')
        .max(40, 'Option must be at most 40 characters'),
    )
    .min(2, 'Give at least 2 options')
    .max(POLL_OPTIONS_MAX, `At most ${POLL_OPTIONS_MAX} options`),
  durationSeconds: z
    .number({ error: 'Duration must be a number of seconds' })
    .int('Duration must be whole seconds')
    .min(15, 'Duration must be at least 15 seconds')
    .max(3600, 'Duration must be at most an hour')
    .default(120),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.object({ label: z.string(), votes: z.number().int() })),
  total: z.number().int(),
  status: z.enum(POLL_STATUSES),
  durationSeconds: z.number().int(),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const channel = { query: botChannelQuerySchema };

export const pollEndpoints = {
  /** The open poll (its votes as they are now) and the past ones, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/bot/polls',
    auth: 'user',
    ...channel,
    response: z.object({ active: pollSchema.nullable(), past: z.array(pollSchema) }),
  }),
  /** Starts a poll at once. 409 while another one is open. */
  create: endpoint({
    method: 'POST',
    path: '/api/bot/polls',
    auth: 'user',
    ...channel,
    body: pollInputSchema,
    response: pollSchema,
    status: 201,
  }),
  /** Ends it now: the result goes to chat, as at the end of its time. */
  end: endpoint({
    method: 'POST',
    path: '/api/bot/polls/:id/end',
    auth: 'user',
    ...channel,
    params: idParams,
    response: pollSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/bot/polls/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
};
