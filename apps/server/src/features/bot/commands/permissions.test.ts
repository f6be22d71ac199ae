import { describe, expect, it } from 'vitest';
import { actorOf } from '@kyo/contracts';
import { hasRole, roleOf } from './permissions';

const BROADCASTER = 1001;
/** A chatter as Kick sends them, read the one way every consumer reads them. */
const viewer = (badges: string[], userId = 2001) =>
  actorOf({
    user_id: userId,
    username: 'pixel_pat',
    identity: { username_color: '#fff', badges: badges.map((type) => ({ type, text: type })) },
  });

describe('permissions from badges', () => {
  it('makes a viewer without badges everyone', () => {
    expect(roleOf(viewer([]), BROADCASTER)).toBe('everyone');
    expect(roleOf(actorOf({ user_id: 5, username: 'x' }), BROADCASTER)).toBe('everyone');
  });

  it('counts subscriber, founder and og badges as subscriber', () => {
    for (const badge of ['subscriber', 'founder', 'og'])
      expect(roleOf(viewer([badge]), BROADCASTER)).toBe('subscriber');
  });

  it('ranks VIP above subscriber and moderator above VIP, whatever the badge order', () => {
    expect(roleOf(viewer(['subscriber', 'vip']), BROADCASTER)).toBe('vip');
    expect(roleOf(viewer(['vip', 'moderator', 'og']), BROADCASTER)).toBe('moderator');
  });

  it('recognises the broadcaster by badge or by id', () => {
    expect(roleOf(viewer(['broadcaster']), BROADCASTER)).toBe('broadcaster');
    expect(roleOf(viewer([], BROADCASTER), BROADCASTER)).toBe('broadcaster');
  });

  it('ignores badges that carry no permission', () => {
    expect(roleOf(viewer(['verified', 'sub_gifter', 'staff']), BROADCASTER)).toBe('everyone');
  });

  it('compares roles along everyone < subscriber < vip < moderator < broadcaster', () => {
    expect(hasRole('moderator', 'vip')).toBe(true);
    expect(hasRole('vip', 'moderator')).toBe(false);
    expect(hasRole('broadcaster', 'broadcaster')).toBe(true);
    expect(hasRole('everyone', 'everyone')).toBe(true);
    expect(hasRole('subscriber', 'vip')).toBe(false);
  });
});
