import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import {
  CUSTOM_FIELD_KEY,
  CUSTOM_FIELD_TYPES,
  CUSTOM_LIMITS,
  initialCustomSession,
  reduceCustomSession,
  type CustomSessionState,
} from './custom.logic';

const code = (what: string, max: number) =>
  z
    .string()
    .max(max, `${what} is too long: at most ${max.toLocaleString('en-US')} characters`)
    .default('');

const fieldValueSchema = z.union([
  z
    .string()
    .max(CUSTOM_LIMITS.fieldValue, `A value is at most ${CUSTOM_LIMITS.fieldValue} characters`),
  z.number().finite(),
  z.boolean(),
]);

/** One field of StreamElements' fields JSON (unknown keys of a field are ignored). */
export const customFieldSchema = z.object({
  type: z.enum(CUSTOM_FIELD_TYPES, {
    error: `type must be one of ${CUSTOM_FIELD_TYPES.join(', ')}`,
  }),
  label: z.string().max(200).optional(),
  value: fieldValueSchema.optional(),
  options: z.record(z.string().max(200), z.string().max(200)).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().finite().positive().optional(),
  group: z.string().max(100).optional(),
});

/** The Fields JSON's object: field name -> field. */
export const customFieldsSchema = z
  .record(
    z.string().regex(CUSTOM_FIELD_KEY, 'A field name is letters, digits, _ or - (at most 64)'),
    customFieldSchema,
  )
  .refine((fields) => Object.keys(fields).length <= CUSTOM_LIMITS.fields, {
    message: `At most ${CUSTOM_LIMITS.fields} fields`,
  });

/**
 * Checks the Fields text: JSON, an object of fields. The first problem, in words, or null. The
 * builder's editor shows the same message the API answers.
 */
export function fieldsJsonProblem(json: string): string | null {
  if (json.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    return `Fields is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return 'Fields must be a JSON object of fields: { "name": { "type": "text", … } }';
  const badKey = Object.keys(parsed).find((key) => !CUSTOM_FIELD_KEY.test(key));
  if (badKey !== undefined)
    return `Fields: "${badKey.slice(0, 80)}": a field name is letters, digits, _ or - (at most 64)`;
  const result = customFieldsSchema.safeParse(parsed);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const where = issue.path.map(String).join('.');
  return `Fields: ${where ? `${where}: ` : ''}${issue.message}`;
}

/** The custom code widget: a streamer's own HTML, CSS and JavaScript, StreamElements-shaped. */
export const customSettingsSchema = z.object({
  html: code('HTML', CUSTOM_LIMITS.html),
  css: code('CSS', CUSTOM_LIMITS.css),
  js: code('JavaScript', CUSTOM_LIMITS.js),
  /** StreamElements' fields JSON, as text (the streamer edits it in the builder). */
  fields: code('Fields', CUSTOM_LIMITS.fieldsJson).superRefine((json, ctx) => {
    const problem = fieldsJsonProblem(json);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** The fields' values the streamer chose (a field left out has its `value` from Fields). */
  // A field the builder's form shows but the streamer left alone is undefined: its Fields value.
  fieldData: z
    .record(
      z.string().regex(CUSTOM_FIELD_KEY, 'A field name is letters, digits, _ or - (at most 64)'),
      fieldValueSchema.optional(),
    )
    .refine((data) => Object.keys(data).length <= CUSTOM_LIMITS.fields, {
      message: `At most ${CUSTOM_LIMITS.fields} values`,
    })
    .default({}),
});
export type CustomSettings = z.infer<typeof customSettingsSchema>;

const latestSchema = z
  .object({
    name: z.string(),
    amount: z.number(),
    message: z.string().optional(),
    at: z.number(),
  })
  .nullable();

export const customSessionSchema = z.object({
  'follower-latest': latestSchema,
  'subscriber-latest': latestSchema,
  'tip-latest': latestSchema,
  'follower-session': z.object({ count: z.number() }),
  'subscriber-session': z.object({ count: z.number() }),
  'tip-session': z.object({ amount: z.number(), count: z.number() }),
  'cheer-session': z.object({ amount: z.number() }),
});

/** `SE_API.store`: one value (any JSON, capped), by name. */
export const customStoreNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'A store name is 1 to 64 letters, digits, _ . : or -');
export const customStoreValueSchema = z
  .unknown()
  .refine((value) => value !== undefined, 'value is required')
  .refine(
    (value) => JSON.stringify(value).length <= CUSTOM_LIMITS.storeValue,
    `A stored value is at most ${CUSTOM_LIMITS.storeValue.toLocaleString('en-US')} characters of JSON`,
  );

/** The custom code widget (docs/widgets.md, "Custom code"). */
export const customWidget = {
  type: 'custom',
  displayName: 'Custom code',
  names: { tr: 'Özel kod', es: 'Código personalizado', pt: 'Código personalizado' },
  settings: placed(customSettingsSchema),
  events: [
    'chat.message',
    'chat.clear-user',
    'chat.delete',
    'follow',
    'subscription',
    'gifted',
    'kicks',
  ],
  kickEvents: [
    'chat.message.sent',
    'moderation.banned',
    'channel.followed',
    'channel.subscription.new',
    'channel.subscription.renewal',
    'channel.subscription.gifts',
    'kicks.gifted',
  ],
  testEvents: ['follow', 'subscription', 'gifted', 'kicks', 'chat.message', 'chat.clear-user'],
  size: { width: 800, height: 600 },
  available: true,
  // The session (latest follower, sub, Kicks; counts) a reloaded source's onWidgetLoad reads.
  state: stateOf<CustomSessionState, CustomSettings>({
    schema: customSessionSchema,
    initial: initialCustomSession,
    reduce: (state, event) => reduceCustomSession(state, event),
    delivery: 'snapshot',
  }),
} as const satisfies WidgetTypeContract;

const storeParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'key must be a widget key'),
});
/** A scene display names the layer's widget (its key is the scene's). */
const storeQuery = z.object({ widget: z.uuid('widget must be a widget id').optional() });

/**
 * `SE_API.store` of a custom widget, as its display reaches it: by the display's key (a widget's,
 * or a scene's with `?widget=` naming one of its owner's custom widgets). At most
 * `CUSTOM_LIMITS.storeKeys` names, each value at most `CUSTOM_LIMITS.storeValue` characters of
 * JSON (docs/widgets.md, "Custom code").
 */
export const customStoreEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/overlay-store/:key',
    auth: 'none',
    params: storeParams,
    query: storeQuery,
    response: z.object({ values: z.record(z.string(), z.unknown()) }),
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/overlay-store/:key/:name',
    auth: 'none',
    params: storeParams.extend({ name: customStoreNameSchema }),
    query: storeQuery,
    body: z.object({ value: customStoreValueSchema }),
    response: z.void(),
    status: 204,
  }),
  /**
   * `SE_API.counters.get(name)`: one of the channel's counters (`!deaths`), read-only; `value` is
   * null where the channel has no counter of that name (as StreamElements answers).
   */
  counter: endpoint({
    method: 'GET',
    path: '/api/overlay-counters/:key/:name',
    auth: 'none',
    params: storeParams.extend({ name: z.string().min(1).max(100) }),
    query: storeQuery,
    response: z.object({ counter: z.string(), value: z.number().nullable() }),
  }),
};
