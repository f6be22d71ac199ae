import { describe, expect, it } from 'vitest';
import { NOW, offlineStream } from '../../templates/variables/test-context';
import { builtinContext } from './test-context';
import { uptimeBuiltin } from './uptime.builtin';

describe('!uptime', () => {
  it('says how long the stream has been live', async () => {
    const ctx = builtinContext({
      stream: async () => ({ ...offlineStream, live: true, startedAt: NOW - 95 * 60_000 }),
    });
    expect(await uptimeBuiltin.run(ctx)).toBe('kyo_demo has been live for 1h 35m.');
  });

  it('answers in the channel’s language', async () => {
    const live = { ...offlineStream, live: true, startedAt: NOW - 95 * 60_000 };
    expect(
      await uptimeBuiltin.run(builtinContext({ language: 'tr', stream: async () => live })),
    ).toBe('kyo_demo 1 sa. 35 dk. süredir yayında.');
    expect(await uptimeBuiltin.run(builtinContext({ language: 'pt' }))).toBe(
      'kyo_demo está offline.',
    );
  });

  it('writes the length in the channel’s language too (issue 46)', async () => {
    const live = { ...offlineStream, live: true, startedAt: NOW - 95 * 60_000 };
    expect(
      await uptimeBuiltin.run(builtinContext({ language: 'es', stream: async () => live })),
    ).toBe('kyo_demo lleva 1 h 35 min en vivo.');
    expect(
      await uptimeBuiltin.run(builtinContext({ language: 'pt', stream: async () => live })),
    ).toBe('kyo_demo está ao vivo há 1 h 35 min.');
  });

  it('says when the channel is offline', async () => {
    expect(await uptimeBuiltin.run(builtinContext())).toBe('kyo_demo is offline.');
  });

  it('can be turned off in the settings', () => {
    expect(uptimeBuiltin.setting).toBe('uptime');
  });
});
