/**
 * What a client sent on the realtime socket, read with its contract: anything that is not JSON
 * text matching `clientMessageSchema` (or carries a NUL or a lone surrogate) is no message.
 */
import type { RawData } from 'ws';
import { clientMessageSchema, findUnsafeText, type ClientMessage } from '@kyo/contracts';

const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data)
  ).toString('utf8');

export function parseClientMessage(data: RawData): ClientMessage | undefined {
  try {
    const json: unknown = JSON.parse(textOf(data));
    // A key or token with a NUL or a lone surrogate is a bad message, not a database error.
    if (findUnsafeText(json)) return undefined;
    const parsed = clientMessageSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
