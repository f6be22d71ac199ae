import { describe, expect, it } from 'vitest';
import type { BotChange } from '@kyo/contracts';
import { actorLabel, subjectLabel } from './change-labels';

const change = (overrides: Partial<BotChange> = {}): BotChange => ({
  id: 'c1',
  action: 'command.updated',
  subject: '!hello',
  actor: { id: 'mod-1', username: 'mira', via: 'kyo' },
  at: '2026-11-21T12:00:00.000Z',
  ...overrides,
});
const t = (key: string, options?: { defaultValue?: string }) =>
  (
    ({
      'changes.settings.enabled': 'Bot on/off',
      'alerts.types.follow.name': 'Follow',
      'changes.moderationRules.links': 'Links',
      'changes.songSettings': 'Settings',
    }) as Record<string, string>
  )[key] ??
  options?.defaultValue ??
  key;

describe('change labels', () => {
  it('says "you" for the reader’s own changes only', () => {
    expect(actorLabel(change(), 'mod-1', 'You')).toBe('You');
    expect(actorLabel(change(), 'owner-1', 'You')).toBe('mira');
    expect(actorLabel(change(), undefined, 'You')).toBe('mira');
  });

  it('never calls a chat moderator or a deleted account "you"', () => {
    const chat = change({ actor: { id: null, username: 'kick_mod', via: 'chat' } });
    expect(actorLabel(chat, undefined, 'You')).toBe('kick_mod');
  });

  it('names commands and timers as they are, alerts by their type’s name', () => {
    expect(subjectLabel(change(), t)).toBe('!hello');
    expect(subjectLabel(change({ action: 'timer.deleted', subject: 'Socials' }), t)).toBe(
      'Socials',
    );
    expect(subjectLabel(change({ action: 'alert.updated', subject: 'follow' }), t)).toBe('Follow');
    expect(subjectLabel(change({ action: 'alert.updated', subject: 'raid' }), t)).toBe('raid');
  });

  it('names changed settings: the bot switch, built-ins by their trigger, others as sent', () => {
    const settings = change({
      action: 'settings.updated',
      subject: 'enabled, builtins.song, followage',
    });
    expect(subjectLabel(settings, t)).toBe('Bot on/off, !song, followage');
  });

  it('names the other features’ changes: a moderation rule by its name, rewards and counters as they are', () => {
    expect(subjectLabel(change({ action: 'moderation.updated', subject: 'links' }), t)).toBe(
      'Links',
    );
    expect(subjectLabel(change({ action: 'moderation.updated', subject: 'raids' }), t)).toBe(
      'raids',
    );
    expect(subjectLabel(change({ action: 'songs.updated', subject: 'settings' }), t)).toBe(
      'Settings',
    );
    expect(subjectLabel(change({ action: 'reward.deleted', subject: 'Hydrate' }), t)).toBe(
      'Hydrate',
    );
    expect(subjectLabel(change({ action: 'counter.created', subject: 'deaths' }), t)).toBe(
      'deaths',
    );
  });
});
