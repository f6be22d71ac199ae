import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  mode: z.enum(['demo', 'production']),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['ok', 'error']),
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
