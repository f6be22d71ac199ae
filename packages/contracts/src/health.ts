import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  mode: z.enum(['demo', 'production']),
  uptimeSeconds: z.number(),
  /** Demo mode without SMTP: mail goes to the outbox listed at /dev/mail. */
  mailOutbox: z.boolean(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['ok', 'error']),
  }),
  /** `off`: no REDIS_URL (one node); `error`: configured but unreachable (degraded, still serving). */
  redis: z.object({
    status: z.enum(['off', 'ok', 'error']),
    /** With Redis: the service-wide background jobs this node runs now (it holds their leases). */
    leases: z.array(z.string()).optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    response: healthResponseSchema,
  }),
};
