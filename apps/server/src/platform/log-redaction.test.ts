import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('keeps a query string’s keys and drops its values', () => {
    expect(redactUrl('/api/kick/logout?token=abc.def&x')).toBe(
      '/api/kick/logout?token=[redacted]&x',
    );
    expect(redactUrl('/auth/kick/redirect?code=c0de&state=s')).toBe(
      '/auth/kick/redirect?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('logs a failed query without its parameters or the row it quoted', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(secret@example.com) already exists.',
      code: '23505',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['secret@example.com'],
      cause,
    );
    const logged = JSON.stringify(logSerializers.err(error));
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('secret@example.com');
  });
});
