import { z } from 'zod';
import { botChannelQuerySchema } from '../bot';
import { endpoint } from '../endpoint';
import { COUNTER_MAX } from './rules';

/**
 * Named counters (docs/bot.md, "Counters"): `!deaths` shows one, moderators change it from chat
 * (`!deaths +`, `!deaths -`, `!deaths set 5`), `{count deaths}` shows it in any template, and
 * the Counter widget shows it on stream.
 */

/** A counter's name is its chat command: letters, digits and underscores, without the `!`. */
export const counterNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .transform((value) => value.replace(/^!/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Name is required')
      .max(30, 'Name must be at most 30 characters')
      .regex(/^[a-z0-9_]+$/, 'Use letters, digits and underscores only'),
  );

const valueSchema = z
  .number({ error: 'Value must be a number' })
  .int('Value must be a whole number')
  .min(-COUNTER_MAX, `Value must be at least -${COUNTER_MAX}`)
  .max(COUNTER_MAX, `Value must be at most ${COUNTER_MAX}`);

export const counterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What chat and the widget call it ("Deaths"); empty: the name. */
  label: z.string(),
  value: z.number().int(),
  /** Back to 0 when a stream starts. */
  resetPerStream: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Counter = z.infer<typeof counterSchema>;

const counterFields = {
  name: counterNameSchema,
  label: z.string().trim().max(40, 'Label must be at most 40 characters'),
  value: valueSchema,
  resetPerStream: z.boolean(),
};

export const counterInputSchema = z.strictObject({
  ...counterFields,
  label: counterFields.label.default(''),
  value: counterFields.value.default(0),
  resetPerStream: counterFields.resetPerStream.default(false),
});
export type CounterInput = z.input<typeof counterInputSchema>;
export const counterPatchSchema = z.strictObject(counterFields).partial();
export type CounterPatch = z.input<typeof counterPatchSchema>;

/** Adds to a counter (negative: takes away) in one atomic step, as `!deaths +` does. */
export const counterAdjustSchema = z.strictObject({
  by: z
    .number({ error: 'by must be a number' })
    .int('by must be a whole number')
    .min(-1_000_000, 'by must be at least -1000000')
    .max(1_000_000, 'by must be at most 1000000')
    .refine((value) => value !== 0, 'by must not be 0'),
});

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const channel = { query: botChannelQuerySchema };

export const counterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/bot/counters',
    auth: 'user',
    ...channel,
    response: z.object({ counters: z.array(counterSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/bot/counters',
    auth: 'user',
    ...channel,
    body: counterInputSchema,
    response: counterSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/bot/counters/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: counterPatchSchema,
    response: counterSchema,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/bot/counters/:id/adjust',
    auth: 'user',
    ...channel,
    params: idParams,
    body: counterAdjustSchema,
    response: counterSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/bot/counters/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
};
