/** PostgreSQL error details, whether the driver (pg, PGlite) or Drizzle wrapped them. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
      message?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      let constraint = typeof candidate.constraint === 'string' ? candidate.constraint : undefined;
      // PGlite does not always fill `constraint`; its message names it.
      if (!constraint && typeof candidate.message === 'string') {
        constraint = /constraint "([^"]+)"/.exec(candidate.message)?.[1];
      }
      return { code: candidate.code, constraint };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorOf(error)?.code === '23505';
