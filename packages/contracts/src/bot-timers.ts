/**
 * The bot's timed messages: what it posts every so many minutes, given enough chat lines since.
 */
import { z } from 'zod';
import { templateSchema } from './bot-text';
import { ACCOUNT_LIMITS } from './limits';
import { TIMER_VARIABLES } from './templates';

export const timerSchema = z.object({
  id: z.string(),
  name: z.string(),
  messages: z.array(z.string()),
  intervalMinutes: z.number().int(),
  minChatLines: z.number().int(),
  liveOnly: z.boolean(),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Timer = z.infer<typeof timerSchema>;

const timerFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters'),
  messages: z
    .array(templateSchema(TIMER_VARIABLES, 'Message'))
    .min(1, 'Add at least one message')
    .max(ACCOUNT_LIMITS.messagesPerTimer, `At most ${ACCOUNT_LIMITS.messagesPerTimer} messages`),
  intervalMinutes: z
    .number({ error: 'Interval must be a number of minutes' })
    .int('Interval must be whole minutes')
    .min(1, 'Interval must be at least 1 minute')
    .max(1440, 'Interval can be at most 24 hours'),
  /** Chat lines since the timer's last message; 0 posts on time even in a silent chat. */
  minChatLines: z
    .number({ error: 'Chat lines must be a number' })
    .int('Chat lines must be a whole number')
    .min(0, 'Chat lines cannot be negative')
    .max(1000, 'Chat lines can be at most 1000'),
  liveOnly: z.boolean(),
  enabled: z.boolean(),
};

export const timerInputSchema = z.strictObject({
  ...timerFields,
  intervalMinutes: timerFields.intervalMinutes.default(15),
  minChatLines: timerFields.minChatLines.default(5),
  liveOnly: timerFields.liveOnly.default(true),
  enabled: timerFields.enabled.default(true),
});
export type TimerInput = z.input<typeof timerInputSchema>;
/** Without defaults (see `commandFields`). */
export const timerPatchSchema = z.strictObject(timerFields).partial();
