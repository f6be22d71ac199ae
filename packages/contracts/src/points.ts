import { z } from 'zod';
import { endpoint } from './endpoint';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';

/**
 * Viewer points (docs/points.md): a channel's own loyalty currency. Viewers earn it by chatting
 * while the stream is live (Kick shares no viewer list, so only chatters earn) and with bonuses
 * for follows, subs, gifted subs and Kicks; every change of a balance is a ledger entry with an
 * idempotency key, so nothing is credited twice.
 */

/** The chat commands of points (reserved triggers). */
export const POINTS_COMMANDS = [
  'points',
  'toppoints',
  'give',
  'addpoints',
  'removepoints',
  // Games and predictions (points-games.ts).
  'gamble',
  'slots',
  'duel',
  'accept',
  'bet',
  'prediction',
] as const;

/** Most points one change may move, and the most a balance may hold (a safe integer in JS). */
export const POINTS_MAX = 1_000_000_000_000;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

const flag = z.boolean({ error: 'Must be true or false' });

export const pointsSettingsSchema = z.strictObject({
  /** The switch named "Points": off, nothing is earned and the commands are silent. */
  enabled: flag.default(false),
  currencyName: z
    .string({ error: 'Currency name must be text' })
    .trim()
    .min(1, 'Currency name is required')
    .max(30, 'Currency name must be at most 30 characters')
    .refine(isSafeText, TEXT_RULE_MESSAGE)
    .default('points'),
  /** Points for each minute a chatter is active while the stream is live. */
  perMinute: int('Points per active minute', 0, 10_000).default(10),
  /** A line that earns keeps its sender active this many minutes. */
  activeMinutes: int('Active minutes after a line', 1, 60).default(10),
  /** Minute points of a subscriber are multiplied by this (1 to 10, one decimal). */
  subscriberMultiplier: z
    .number({ error: 'Subscriber multiplier must be a number' })
    .min(1, 'Subscriber multiplier must be at least 1')
    .max(10, 'Subscriber multiplier can be at most 10')
    .multipleOf(0.1, 'Subscriber multiplier can have one decimal')
    .default(1),
  /** Lines shorter than this (characters, trimmed) do not earn. */
  minLength: int('Shortest line that earns', 0, 200).default(3),
  /** A line equal to the sender's previous one does not earn. */
  ignoreRepeats: flag.default(true),
  /** A line starting with `!` does not earn. */
  ignoreCommands: flag.default(true),
  firstLineBonus: int('First line bonus', 0, 1_000_000).default(0),
  followBonus: int('Follow bonus', 0, 1_000_000).default(0),
  subBonus: int('Sub bonus', 0, 1_000_000).default(0),
  giftBonus: int('Bonus per gifted sub', 0, 1_000_000).default(0),
  kicksBonus: int('Bonus per 100 Kicks', 0, 1_000_000).default(0),
  /** Most a viewer earns from chat (minutes and first line) in one stream; 0: no cap. */
  capPerStream: int('Cap per stream', 0, 1_000_000_000).default(0),
  /** `!give @user N`: viewers may give their points to others. */
  giveEnabled: flag.default(false),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;
export type PointsSettingsInput = z.input<typeof pointsSettingsSchema>;
export const DEFAULT_POINTS_SETTINGS: PointsSettings = pointsSettingsSchema.parse({});

/** Why a balance changed (the ledger's kinds). */
export const LEDGER_KINDS = [
  'minute',
  'first-line',
  'follow',
  'sub',
  'gift',
  'kicks',
  'give',
  'adjust',
  'import',
  // A game's bet and payout (points_rounds), a prediction's bet and payout or refund.
  'game',
  'prediction',
  // A store purchase (`buy:<source>`) and its refund when an action failed (`refund:<purchase>`).
  'purchase',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A Kick username as a viewer's key (lower case when stored). */
export const VIEWER_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,24}$/;
const viewerName = z
  .string({ error: 'Viewer must be a Kick username' })
  .trim()
  .transform((name) => name.replace(/^@/, ''))
  .refine((name) => VIEWER_NAME_PATTERN.test(name), 'Viewer must be a Kick username');

export const pointsViewerSchema = z.object({
  username: z.string(),
  balance: z.number(),
  rank: z.number(),
  lastSeenAt: z.string().nullable(),
});
export type PointsViewer = z.infer<typeof pointsViewerSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number(),
  kind: z.enum(LEDGER_KINDS),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const channelQuery = { owner: z.uuid('Channel must be an id').optional() };

export const pointsViewersQuerySchema = z.strictObject({
  ...channelQuery,
  search: z.string().trim().max(25, 'Search must be at most 25 characters').default(''),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page can be at most 100000')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit can be at most 100')
    .default(25),
});

export const pointsAdjustSchema = z.strictObject({
  /** Points to add (positive) or take (negative), never 0. */
  amount: int('Amount', -POINTS_MAX, POINTS_MAX).refine((n) => n !== 0, 'Amount must not be 0'),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason must be at most 200 characters')
    .refine(isSafeText, TEXT_RULE_MESSAGE),
  /** The adjustment's idempotency key: the same id sent twice changes the balance once. */
  id: z.uuid('Adjustment id must be a uuid').optional(),
});
export type PointsAdjustInput = z.input<typeof pointsAdjustSchema>;

/** The largest CSV import (about 50,000 rows). */
export const POINTS_CSV_MAX = 2_000_000;
export const pointsImportSchema = z.strictObject({
  csv: z
    .string({ error: 'CSV must be text' })
    .min(1, 'CSV is required')
    .max(POINTS_CSV_MAX, 'CSV must be at most 2 MB'),
  /** `add`: the file's points are added to each balance; `set`: each balance becomes the file's. */
  mode: z.enum(['add', 'set'], { error: 'Mode must be add or set' }).default('add'),
  id: z.uuid('Import id must be a uuid').optional(),
});
export type PointsImportInput = z.input<typeof pointsImportSchema>;

export const refusedRowSchema = z.object({ line: z.number(), reason: z.string() });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/**
 * The last nightly ledger check (job `points-drift`): when it ran, the viewers compared and the
 * viewers whose balance is not the sum of their ledger entries (at most 20 listed; `drifted` is
 * the whole count). Null before the first check.
 */
export const ledgerCheckSchema = z
  .object({
    checkedAt: z.string(),
    viewers: z.number().int(),
    drifted: z.number().int(),
    drift: z.array(
      z.object({ login: z.string(), balance: z.number().int(), ledger: z.number().int() }),
    ),
  })
  .nullable();
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const pointsEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/points/settings',
    auth: 'user',
    query: z.strictObject(channelQuery),
    response: pointsSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/points/settings',
    auth: 'user',
    query: z.strictObject(channelQuery),
    body: pointsSettingsSchema,
    response: pointsSettingsSchema,
  }),
  viewers: endpoint({
    method: 'GET',
    path: '/api/points/viewers',
    auth: 'user',
    query: pointsViewersQuerySchema,
    response: z.object({ viewers: z.array(pointsViewerSchema), total: z.number() }),
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/points/viewers/:username/ledger',
    auth: 'user',
    params: z.strictObject({ username: viewerName }),
    query: z.strictObject(channelQuery),
    response: z.object({ entries: z.array(ledgerEntrySchema) }),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/points/viewers/:username/adjust',
    auth: 'user',
    params: z.strictObject({ username: viewerName }),
    query: z.strictObject(channelQuery),
    body: pointsAdjustSchema,
    response: pointsViewerSchema,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/points/viewers.csv',
    auth: 'user',
    query: z.strictObject(channelQuery),
    response: z.string(),
  }),
  ledgerCheck: endpoint({
    method: 'GET',
    path: '/api/points/ledger-check',
    auth: 'user',
    query: z.strictObject(channelQuery),
    response: z.object({ check: ledgerCheckSchema }),
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/api/points/import',
    auth: 'user',
    query: z.strictObject(channelQuery),
    body: pointsImportSchema,
    response: z.object({ imported: z.number(), refused: z.array(refusedRowSchema) }),
  }),
};

/** One row of an import: a viewer and their points. */
export interface ImportRow {
  line: number;
  username: string;
  points: number;
}

const NAME_COLUMNS = ['username', 'user', 'name', 'viewer'];
const POINTS_COLUMNS = ['points', 'balance', 'amount', 'current'];

/** Splits one CSV line (RFC 4180 quotes; a line break inside quotes is not supported). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out.map((value) => value.trim());
}

/**
 * Reads a points CSV as StreamElements' and Botrix's exports write it: a header naming a
 * `username` and a `points` column (other columns ignored), then one viewer per line. Every bad
 * row is refused with its line number and why; a name twice is refused the second time.
 */
export function parsePointsCsv(csv: string): { rows: ImportRow[]; refused: RefusedRow[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = cells(lines[0] ?? '').map((h) => h.toLowerCase());
  const nameAt = header.findIndex((h) => NAME_COLUMNS.includes(h));
  const pointsAt = header.findIndex((h) => POINTS_COLUMNS.includes(h));
  if (nameAt < 0 || pointsAt < 0)
    return {
      rows: [],
      refused: [{ line: 1, reason: 'The first line must name the columns username and points' }],
    };
  const rows: ImportRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const line = i + 1;
    const row = cells(raw);
    const username = (row[nameAt] ?? '').replace(/^@/, '');
    const text = (row[pointsAt] ?? '').replace(/[\s_]/g, '');
    if (!VIEWER_NAME_PATTERN.test(username)) {
      refused.push({ line, reason: 'Not a Kick username' });
      continue;
    }
    const points = /^\d+(\.0+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(points) || points > POINTS_MAX) {
      refused.push({ line, reason: 'Points must be a whole number from 0' });
      continue;
    }
    const key = username.toLowerCase();
    if (seen.has(key)) {
      refused.push({ line, reason: 'This viewer is in the file twice' });
      continue;
    }
    seen.add(key);
    rows.push({ line, username, points });
  }
  return { rows, refused };
}
