import {
  QUOTES_PAGE_SIZE,
  searchWords,
  type Quote,
  type quoteInputSchema,
  type quotePatchSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { createWithinLimit } from '../../../platform/db/caps';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/http-error';
import { uuidv7 } from '../../../platform/ids';
import type { QuoteRow, QuotesRepo } from './quotes.repo';

export interface QuotesServiceDeps {
  db: Db;
  repo: QuotesRepo;
  clock: Clock;
  /** The channel's category now, when known (recorded with a quote added from chat). */
  categoryOf(ownerId: string): Promise<string | null>;
  random?: () => number;
}

export const toQuote = (row: QuoteRow): Quote => ({
  id: row.id,
  number: row.number,
  text: row.text,
  category: row.category,
  quotedOn: row.quotedOn,
  addedBy: row.addedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A channel's day in UTC (what chat and the page show; a quote is dated when it was said). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Quotes: the page's API, and what `!quote` reads and adds. */
export class QuotesService {
  constructor(private readonly deps: QuotesServiceDeps) {}

  async list(ownerId: string, q: string | undefined, page: number) {
    const text = q?.trim() ?? '';
    const number = /^#?(\d{1,9})$/.exec(text);
    if (number) {
      const row = await this.deps.repo.byNumber(ownerId, Number(number[1]));
      return {
        quotes: row ? [toQuote(row)] : [],
        total: row ? 1 : 0,
        page: 1,
        pageSize: QUOTES_PAGE_SIZE,
      };
    }
    const { rows, total } = await this.deps.repo.page(
      ownerId,
      searchWords(text),
      QUOTES_PAGE_SIZE,
      (page - 1) * QUOTES_PAGE_SIZE,
    );
    return { quotes: rows.map(toQuote), total, page, pageSize: QUOTES_PAGE_SIZE };
  }

  /** Adds a quote (the page, or `!quote add` with its line's key). Null: already added. */
  async add(
    ownerId: string,
    input: z.output<typeof quoteInputSchema>,
    addedBy: string | null,
    sourceKey: string | null = null,
  ): Promise<QuoteRow | null> {
    const { db, repo, clock } = this.deps;
    const now = clock.now();
    const category =
      input.category !== undefined ? input.category : await this.deps.categoryOf(ownerId);
    return createWithinLimit(
      db,
      ownerId,
      'quotes',
      (tx) => repo.count(tx, ownerId),
      (tx) =>
        repo.insert(tx, {
          id: uuidv7(now),
          ownerId,
          text: input.text,
          category,
          quotedOn: input.quotedOn ?? dayOf(now),
          addedBy,
          sourceKey,
          now: new Date(now),
        }),
    );
  }

  async create(
    ownerId: string,
    input: z.output<typeof quoteInputSchema>,
    addedBy: string,
  ): Promise<Quote> {
    const row = await this.add(ownerId, input, addedBy);
    if (!row) throw notFound('Quote not found');
    return toQuote(row);
  }

  async update(
    ownerId: string,
    id: string,
    patch: z.output<typeof quotePatchSchema>,
  ): Promise<Quote> {
    const row = await this.deps.repo.update(ownerId, id, patch, new Date(this.deps.clock.now()));
    if (!row) throw notFound('Quote not found');
    return toQuote(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, id))) throw notFound('Quote not found');
  }

  byNumber(ownerId: string, number: number): Promise<QuoteRow | null> {
    return this.deps.repo.byNumber(ownerId, number);
  }

  /** A random quote among all, or among those matching every word. */
  async random(ownerId: string, words = ''): Promise<QuoteRow | null> {
    const list = searchWords(words);
    const total = await this.deps.repo.count(this.deps.db, ownerId, list);
    if (total === 0) return null;
    const index = Math.min(total - 1, Math.floor((this.deps.random ?? Math.random)() * total));
    return this.deps.repo.nth(ownerId, list, index);
  }
}
