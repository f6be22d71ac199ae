import { z } from 'zod';
import { endpoint } from './endpoint';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Demo mode only: the e-mails the app would have sent, so a newcomer can verify offline. */
export const demoEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/demo/outbox',
    auth: 'none',
    response: z.object({ messages: z.array(outboxMessageSchema) }),
  }),
};
