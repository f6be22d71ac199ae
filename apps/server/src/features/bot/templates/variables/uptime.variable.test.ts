import { describe, expect, it } from 'vitest';
import { NOW, templateContext } from './test-context';
import { uptimeVariable } from './uptime.variable';

describe('{uptime}', () => {
  it('says how long the stream has been live', async () => {
    const ctx = templateContext({ stream: { live: true, startedAt: NOW - (2 * 60 + 5) * 60_000 } });
    expect(await uptimeVariable.resolve(ctx, '')).toBe('2h 5m');
  });

  it('says offline when the channel is not live', async () => {
    expect(await uptimeVariable.resolve(templateContext({ stream: { live: false } }), '')).toBe(
      'offline',
    );
  });

  it('says unknown when Kick could not be read, never a false offline', async () => {
    expect(await uptimeVariable.resolve(templateContext({ stream: { live: null } }), '')).toBe(
      'unknown',
    );
    const ctx = templateContext({ stream: { live: true, startedAt: NOW, unavailable: true } });
    expect(await uptimeVariable.resolve(ctx, '')).toBe('unknown');
  });

  it('speaks the channel’s language: the length and the words (issue 46)', async () => {
    const live = { live: true, startedAt: NOW - (2 * 60 + 5) * 60_000 };
    expect(
      await uptimeVariable.resolve(templateContext({ language: 'es', stream: live }), ''),
    ).toBe('2 h 5 min');
    const unknown = templateContext({ language: 'es', stream: { live: null } });
    expect(await uptimeVariable.resolve(unknown, '')).toBe('desconocido');
    const noStart = templateContext({ language: 'pt', stream: { live: true, startedAt: null } });
    expect(await uptimeVariable.resolve(noStart, '')).toBe('ao vivo');
    const offline = templateContext({ language: 'tr', stream: { live: false } });
    expect(await uptimeVariable.resolve(offline, '')).toBe('çevrimdışı');
  });

  it('uses the ended stream’s length in the offline alert', async () => {
    const ctx = templateContext({ kind: 'alert', alert: { uptime: '3h 1m' } });
    expect(await uptimeVariable.resolve(ctx, '')).toBe('3h 1m');
  });
});
