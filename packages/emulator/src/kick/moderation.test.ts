import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  ALL_KICK_SCOPES,
  type TestEmulator,
  bearer,
  json,
  kickTokens,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
/** The streamer's own token, and the second streamer's (who does not moderate the first). */
let own: string;
let other: string;
const api = (path: string) => `${emu.url}/kick/api/public/v1${path}`;
const streamer = SEED.kick.streamer.userId;
const lurker = 2005;

beforeAll(async () => {
  emu = await startTestEmulator();
  own = (await kickTokens(emu.url, ALL_KICK_SCOPES)).access_token;
  other = (await kickTokens(emu.url, ALL_KICK_SCOPES, SEED.kick.secondStreamer.userId))
    .access_token;
});
afterAll(() => emu.close());

const ban = (body: object, token = own) =>
  fetch(api('/moderation/bans'), json('POST', body, token));

describe('Kick moderation: who may act, and what the control API shows', () => {
  it('lets only the broadcaster and the channel’s moderators act (403 for anyone else)', async () => {
    const target = { broadcaster_user_id: streamer, user_id: lurker, duration: 5 };
    const refused = await ban(target, other);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ data: {}, message: 'Forbidden' });
    const line = emu.emulator.kick.sendChat({
      broadcasterUserId: streamer,
      username: 'pixel_pat',
      content: 'hi',
    });
    const deleteAs = (token: string) =>
      fetch(api(`/chat/${line.messageId}`), { method: 'DELETE', ...bearer(token) });
    expect((await deleteAs(other)).status).toBe(403);

    emu.emulator.kick.setModerators({ broadcasterUserId: streamer, usernames: ['luna_plays'] });
    expect((await ban(target, other)).status).toBe(200);
    expect((await deleteAs(other)).status).toBe(204);
    expect((await deleteAs(other)).status).toBe(404);
    const entry = emu.emulator.kick.chatLog(streamer).find((l) => l.messageId === line.messageId);
    expect(entry?.deleted).toBe(true);
    emu.emulator.kick.setModerators({ broadcasterUserId: streamer, usernames: [] });
    expect((await ban(target, other)).status).toBe(403);
  });

  it('refuses to ban the broadcaster, oneself or an unknown user, and bad durations', async () => {
    const answer = async (body: object) => {
      const response = await ban({ broadcaster_user_id: streamer, ...body });
      return [response.status, ((await response.json()) as { data: unknown }).data];
    };
    expect(await answer({ user_id: streamer })).toEqual([400, 'Cannot ban the broadcaster']);
    expect(await answer({ user_id: 999_999 })).toEqual([404, {}]);
    expect((await answer({ user_id: lurker, duration: 0 }))[0]).toBe(400);
    expect((await answer({ user_id: lurker, duration: 1.5 }))[0]).toBe(400);
    expect((await answer({ user_id: lurker, reason: 'x'.repeat(101) }))[0]).toBe(400);
  });

  it('lists bans and timeouts in force with their expiry, and lets a timeout run out', async () => {
    await ban({ broadcaster_user_id: streamer, user_id: lurker, duration: 10, reason: 'spam' });
    await ban({ broadcaster_user_id: streamer, user_id: 2001 });
    const bans = emu.emulator.kick.bans(streamer);
    expect(bans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'lurker_lee',
          reason: 'spam',
          durationMinutes: 10,
          expiresAt: expect.any(String),
        }),
        expect.objectContaining({ username: 'pixel_pat', expiresAt: null, durationMinutes: null }),
      ]),
    );
    const listed = await fetch(`${emu.url}/control/kick/channels/${streamer}/bans`);
    expect(await listed.json()).toEqual(bans);
    expect(() =>
      emu.emulator.kick.sendChat({
        broadcasterUserId: streamer,
        username: 'pixel_pat',
        content: 'x',
      }),
    ).toThrow(/pixel_pat is banned in this channel/);
    emu.clock.advance(10 * 60_000 + 1);
    expect(emu.emulator.kick.bans(streamer).map((b) => b.username)).toEqual(['pixel_pat']);
    expect(
      emu.emulator.kick.sendChat({
        broadcasterUserId: streamer,
        username: 'lurker_lee',
        content: 'back',
      }).content,
    ).toBe('back');
  });
});
