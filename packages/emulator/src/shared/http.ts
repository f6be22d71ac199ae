import type { FastifyRequest } from 'fastify';

type Params = Record<string, unknown>;

function asParams(source: unknown): Params {
  return source && typeof source === 'object' ? (source as Params) : {};
}

/** First string value of a query/form field (repeated keys arrive as arrays). */
export function str(source: unknown, key: string): string | undefined {
  const value = asParams(source)[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** Every string value of a repeatable query field (`?id=1&id=2`, docs/platforms/kick.md §4.1). */
export function strs(source: unknown, key: string): string[] {
  const value = asParams(source)[key];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function basicCredentials(
  request: FastifyRequest,
): { id: string; secret: string } | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export function isFormRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** Appends query parameters to a redirect URI, keeping any it already has. */
export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
