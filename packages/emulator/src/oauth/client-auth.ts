import type { FastifyRequest } from 'fastify';
import type { OAuthClientConfig } from '../options';
import { basicCredentials, str } from '../shared/http';

export type ClientAuth =
  | { ok: true; client: OAuthClientConfig; method: 'basic' | 'body' | 'public' }
  | { ok: false; status: 400 | 401; body: { error: string; error_description: string } };

export interface ClientAuthPolicy {
  /** HTTP Basic `client_id:client_secret` (Spotify, Discord; Kick documents body only, docs/platforms/kick.md §2.3). */
  basic: boolean;
  /** A public client sending only `client_id` (Spotify's PKCE flow, docs/platforms/spotify.md A3). */
  public: boolean;
}

function invalid(status: 400 | 401, description: string): ClientAuth {
  return { ok: false, status, body: { error: 'invalid_client', error_description: description } };
}

/**
 * Client authentication at a token endpoint. RFC 6749 §5.2: 401 when the client tried the
 * Authorization header, 400 otherwise.
 */
export function authenticateClient(
  request: FastifyRequest,
  clients: OAuthClientConfig[],
  policy: ClientAuthPolicy,
): ClientAuth {
  const basic = policy.basic ? basicCredentials(request) : undefined;
  if (basic) {
    const client = clients.find((c) => c.clientId === basic.id);
    if (!client || client.clientSecret !== basic.secret) return invalid(401, 'Invalid client');
    return { ok: true, client, method: 'basic' };
  }
  const id = str(request.body, 'client_id');
  const secret = str(request.body, 'client_secret');
  const client = clients.find((c) => c.clientId === id);
  if (!id || !client) return invalid(400, 'Invalid client');
  if (secret === undefined) {
    return policy.public
      ? { ok: true, client, method: 'public' }
      : invalid(400, 'client_secret is required');
  }
  if (client.clientSecret !== secret) return invalid(400, 'Invalid client secret');
  return { ok: true, client, method: 'body' };
}
