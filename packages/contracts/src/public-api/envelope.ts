import { z } from 'zod';

/**
 * The envelope every event of the public API has (docs/api.md), `{ id, type, created_at,
 * channel, data }`: Kick's events (events.ts) and Kyo's own (kyo-event-builders.ts) are made in it.
 */
export const apiChannelSchema = z.object({
  /** The Kyo account whose channel it is. */
  id: z.string(),
  /** The channel's Kick username (slug); null if Kick is not connected. */
  username: z.string().nullable(),
  broadcaster_user_id: z.number().nullable(),
});
export type ApiChannel = z.infer<typeof apiChannelSchema>;

/** One event of one of `Type`. */
export interface ApiEnvelope<Type extends string = string> {
  id: string;
  type: Type;
  created_at: string;
  channel: ApiChannel;
  data: Record<string, unknown>;
}
