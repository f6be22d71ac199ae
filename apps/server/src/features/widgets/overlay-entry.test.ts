import { describe, expect, it } from 'vitest';
import { overlayEntryFor } from './overlay-entry';

describe('overlay entry', () => {
  it.each([
    '/widget/AbC-123_xyz0123456789abcdefgh',
    '/widget/k3yK3yk3yK3yk3yK3y/',
    '/scene/AbC-123_xyz0123456789abcdefgh',
  ])('gives %s, a widget or scene key, the overlay bundle', (pathname) => {
    expect(overlayEntryFor(pathname)).toBe('overlay.html');
  });

  it.each([
    '/',
    '/widget',
    '/widget/',
    '/widget/edit',
    '/widget/edit/0190f5a0-0000-7000-8000-000000000000',
    '/widget/chat',
    '/widget/chat-leaderboard',
    '/widget/emote-streak',
    '/widget/follower-alert',
    '/widget/live-viewer',
    '/widget/spotify',
    '/widget/subscribe',
    '/widget/obs-alpha-video-test',
    '/widget/key/extra',
    '/profile/widgets',
    '/scene',
    '/scene/key/extra',
    '/editor',
  ])('gives %s the dashboard', (pathname) => {
    expect(overlayEntryFor(pathname)).toBe('index.html');
  });
});
