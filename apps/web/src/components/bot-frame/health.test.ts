import { describe, expect, it } from 'vitest';
import type { BotStatus } from '@kyo/contracts';
import { botStatus } from './bot-status.fixture';
import { healthOf } from './health';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function makeStatus(patch: Partial<BotStatus> = {}): BotStatus {
  return botStatus({
    kick: {
      connected: true,
      status: 'connected',
      reconnectReason: null,
      username: 'luna',
      live: false,
    },
    subscriptions: [
      {
        event: 'chat.message.sent',
        version: 1,
        status: 'active',
        subscriptionId: 's1',
        error: null,
      },
    ],
    subscriptionsCheckedAt: minutesAgo(1),
    counters: { eventsReceived: 3, messagesSent: 2, messagesFailed: 0 },
    ...patch,
  });
}

describe('healthOf', () => {
  it('is healthy when connected, on, subscribed and without recent failures', () => {
    expect(healthOf(makeStatus(), NOW)).toEqual({ level: 'ok', key: 'ok' });
  });

  it('puts a missing Kick connection first, even when the bot is off', () => {
    const status = makeStatus({
      settings: {
        enabled: false,
        builtins: {
          commands: true,
          uptime: true,
          song: true,
          top: true,
          followage: true,
          topkicks: true,
          scene: true,
        },
      },
      kick: {
        connected: false,
        status: 'missing',
        reconnectReason: null,
        username: null,
        live: null,
      },
      spotify: { status: 'missing', reconnectReason: null },
    });
    expect(healthOf(status, NOW)).toMatchObject({ level: 'error', key: 'kickMissing' });
  });

  it('says the bot is off', () => {
    const status = makeStatus({
      settings: {
        enabled: false,
        builtins: {
          commands: true,
          uptime: true,
          song: true,
          top: true,
          followage: true,
          topkicks: true,
          scene: true,
        },
      },
    });
    expect(healthOf(status, NOW)).toMatchObject({ level: 'off', key: 'off' });
  });

  it('counts subscriptions that are not active', () => {
    const status = makeStatus({
      subscriptions: [
        { event: 'a', version: 1, status: 'missing', subscriptionId: null, error: null },
        { event: 'b', version: 1, status: 'error', subscriptionId: null, error: 'boom' },
      ],
    });
    expect(healthOf(status, NOW)).toEqual({ level: 'warning', key: 'subscriptions', count: 2 });
  });

  it('counts recent failed sends and errors, and forgets old ones', () => {
    const failed = (id: string, at: string) => ({
      id,
      content: 'hi',
      source: 'command',
      status: 'failed' as const,
      error: 'Kick said 500',
      createdAt: at,
      sentAt: null,
    });
    const status = makeStatus({
      recentMessages: [failed('m1', minutesAgo(2)), failed('m2', minutesAgo(60))],
      recentErrors: [{ id: 'e1', source: 'send', message: 'Kick said 500', at: minutesAgo(3) }],
    });
    expect(healthOf(status, NOW)).toEqual({ level: 'warning', key: 'failures', count: 2 });
  });
});
