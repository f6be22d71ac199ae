import { z } from 'zod';
import { endpoint } from './endpoint';
import { STORE_INPUT_MAX } from './points-store';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';

/**
 * The viewer portal (docs/points.md "Viewer portal"): a public page per channel, `/points/:channel`
 * (the Kick channel's name), with its leaderboard and store. A viewer signs in with Kick (OAuth,
 * `user:read` only) into a short-lived signed viewer token (an HttpOnly cookie scoped to
 * /api/points-portal, not a Kyo account) to see their balance and buy from the page.
 */

/** How many viewers the portal's leaderboard shows. */
export const PORTAL_LEADERBOARD_SIZE = 50;
/** The viewer token's cookie (path /api/points-portal). */
export const PORTAL_COOKIE = 'kyo_points_viewer';
/** How long a viewer stays signed in. */
export const PORTAL_SESSION_SECONDS = 4 * 60 * 60;

const channelParams = z.strictObject({
  channel: z
    .string({ error: 'Channel must be a Kick channel name' })
    .regex(/^[A-Za-z0-9_-]{1,25}$/, 'Channel must be a Kick channel name'),
});

export const portalItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  /** Left to sell; null: unlimited. */
  stock: z.number().nullable(),
  /** The item asks the buyer for a text, saying what. */
  inputPrompt: z.string().nullable(),
});
export type PortalItem = z.infer<typeof portalItemSchema>;

export const portalViewerSchema = z.object({
  name: z.string(),
  balance: z.number(),
  /** Null while the viewer has no points here yet. */
  rank: z.number().nullable(),
});
export type PortalViewer = z.infer<typeof portalViewerSchema>;

export const portalPageSchema = z.object({
  channel: z.string(),
  currencyName: z.string(),
  leaderboard: z.array(z.object({ rank: z.number(), name: z.string(), balance: z.number() })),
  items: z.array(portalItemSchema),
  /** The signed-in viewer of this channel, or null. */
  viewer: portalViewerSchema.nullable(),
});
export type PortalPage = z.infer<typeof portalPageSchema>;

export const portalBuySchema = z.strictObject({
  item: z.uuid('Item id must be a valid id'),
  input: z
    .string({ error: 'Text must be text' })
    .trim()
    .max(STORE_INPUT_MAX, `Text must be at most ${STORE_INPUT_MAX} characters`)
    .refine(isSafeText, TEXT_RULE_MESSAGE)
    .default(''),
  /** Made by the page once per purchase: a second click or a retry buys once. */
  purchaseId: z.uuid('Purchase id must be a valid id'),
});
export type PortalBuyInput = z.input<typeof portalBuySchema>;

export const PORTAL_BUY_STATUSES = ['done', 'refunded'] as const;

export const portalBuyResultSchema = z.object({
  status: z.enum(PORTAL_BUY_STATUSES),
  /** Why the purchase was refunded (an action failed). */
  reason: z.string().nullable(),
  viewer: portalViewerSchema,
});
export type PortalBuyResult = z.infer<typeof portalBuyResultSchema>;

export const portalEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/points-portal/:channel',
    auth: 'none',
    params: channelParams,
    response: portalPageSchema,
  }),
  /** Starts the Kick sign-in: the page goes to `url`; Kick returns to `callback`. */
  signIn: endpoint({
    method: 'POST',
    path: '/api/points-portal/:channel/sign-in',
    auth: 'none',
    params: channelParams,
    response: z.object({ url: z.string() }),
  }),
  buy: endpoint({
    method: 'POST',
    path: '/api/points-portal/:channel/buy',
    auth: 'none',
    params: channelParams,
    body: portalBuySchema,
    response: portalBuyResultSchema,
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/points-portal/sign-out',
    auth: 'none',
    response: z.void(),
    status: 204,
  }),
};

/** Where Kick sends the viewer back (a redirect, not JSON): register it in the Kick app. */
export const PORTAL_CALLBACK_PATH = '/api/points-portal/callback';
