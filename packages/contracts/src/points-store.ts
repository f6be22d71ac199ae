import { z } from 'zod';
import { endpoint } from './endpoint';
import { POINTS_MAX } from './points';
import { MAX_ACTIONS_PER_REWARD, rewardActionSchema } from './rewards/actions';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';

/**
 * The points store (docs/points.md "Store"): items viewers buy with the channel's points in chat
 * (`!store`, `!buy <item> [text]`). An item's actions are a channel-points reward's (a chat line,
 * an overlay alert, a sound, an OBS scene, a song request, a counter, a giveaway entry); a
 * purchase whose action fails is refunded, with the reason in the purchase log.
 */

/** The store's chat commands (reserved triggers). */
export const STORE_COMMANDS = ['store', 'buy'] as const;

/** An item's name is what `!buy` names: one word. */
export const STORE_ITEM_NAME_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
/** Most items a channel's store holds. */
export const STORE_ITEMS_MAX = 50;
/** Longest text a viewer types with `!buy`. */
export const STORE_INPUT_MAX = 200;

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

export const storeItemInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'Item name is required' })
      .trim()
      .overwrite((name) => name.replace(/^!/, ''))
      .min(1, { message: 'Item name is required', abort: true })
      .max(30, 'Item name must be at most 30 characters')
      .regex(STORE_ITEM_NAME_PATTERN, 'Item name: one word of letters, digits, - and _'),
    price: count('Price', 1, POINTS_MAX),
    /** Left to sell; null: unlimited. */
    stock: count('Stock', 0, 1_000_000).nullable().default(null),
    /** Most one viewer may buy; null: no limit. */
    perViewerLimit: count('Limit per viewer', 1, 1_000_000).nullable().default(null),
    /** After a purchase, nobody may buy the item again for this long (every node). */
    cooldownSeconds: count('Item cooldown', 0, 86_400).default(0),
    /** After a viewer buys it (not refunded), that viewer waits this long to buy it again. */
    viewerCooldownSeconds: count('Cooldown per viewer', 0, 86_400).default(0),
    /** The viewer must type a text; this says what ("Your message"). Null: no text. */
    inputPrompt: z
      .string({ error: 'Prompt must be text' })
      .trim()
      .max(100, 'Prompt must be at most 100 characters')
      .refine(isSafeText, TEXT_RULE_MESSAGE)
      .nullable()
      .default(null)
      .transform((value) => (value ? value : null)),
    enabled: z.boolean({ error: 'Must be true or false' }).default(true),
    actions: z
      .array(rewardActionSchema)
      .min(1, 'An item needs at least one action')
      .max(MAX_ACTIONS_PER_REWARD, `An item runs at most ${MAX_ACTIONS_PER_REWARD} actions`),
  })
  .superRefine((item, ctx) => {
    if (item.actions.some((a) => a.type === 'song-request') && !item.inputPrompt)
      ctx.addIssue({
        code: 'custom',
        path: ['inputPrompt'],
        message: 'A song request needs the viewer’s text: set a prompt',
      });
  });
export type StoreItemInput = z.input<typeof storeItemInputSchema>;

export const storeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  stock: z.number().nullable(),
  perViewerLimit: z.number().nullable(),
  cooldownSeconds: z.number(),
  viewerCooldownSeconds: z.number(),
  inputPrompt: z.string().nullable(),
  enabled: z.boolean(),
  actions: z.array(rewardActionSchema),
  sold: z.number(),
  lastBoughtAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const PURCHASE_STATUSES = ['running', 'done', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseSchema = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  viewer: z.string(),
  price: z.number(),
  input: z.string(),
  /** `running`: its actions run; `done`; `refunded`: an action failed (`reason`), points back. */
  status: z.enum(PURCHASE_STATUSES),
  reason: z.string().nullable(),
  outcomes: z.array(z.object({ type: z.string(), ok: z.boolean(), note: z.string().nullable() })),
  at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

const channelQuery = { owner: z.uuid('Channel must be an id').optional() };
const itemParams = z.strictObject({ id: z.uuid('Item id must be a valid id') });

export const storeEndpoints = {
  items: endpoint({
    method: 'GET',
    path: '/api/points/store/items',
    auth: 'user',
    query: z.strictObject(channelQuery),
    response: z.object({ items: z.array(storeItemSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/points/store/items',
    auth: 'user',
    query: z.strictObject(channelQuery),
    body: storeItemInputSchema,
    response: storeItemSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/points/store/items/:id',
    auth: 'user',
    params: itemParams,
    query: z.strictObject(channelQuery),
    body: storeItemInputSchema,
    response: storeItemSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/points/store/items/:id',
    auth: 'user',
    params: itemParams,
    query: z.strictObject(channelQuery),
    response: z.void(),
    status: 204,
  }),
  purchases: endpoint({
    method: 'GET',
    path: '/api/points/store/purchases',
    auth: 'user',
    query: z.strictObject({
      ...channelQuery,
      limit: z.coerce
        .number({ error: 'Limit must be a number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(200, 'Limit can be at most 200')
        .default(50),
    }),
    response: z.object({ purchases: z.array(purchaseSchema) }),
  }),
};
