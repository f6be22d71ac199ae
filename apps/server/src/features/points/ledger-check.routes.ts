import type { FastifyInstance } from 'fastify';
import { pointsEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { LedgerCheck } from './ledger-check';

/** The points page's reading of the last nightly ledger check (owner and moderators). */
export function ledgerCheckRoutes(app: FastifyInstance, check: LedgerCheck): void {
  route(app, pointsEndpoints.ledgerCheck, { channel: true }).handle(async ({ ownerId }) => {
    const last = await check.last(ownerId);
    return { check: last && { ...last, checkedAt: last.checkedAt.toISOString() } };
  });
}
