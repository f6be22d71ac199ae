/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  json,
  kickTokens,
  startReceiver,
  startTestEmulator,
  type TestEmulator,
} from '../test/harness';

let emu: TestEmulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
const streamer = SEED.kick.streamer.userId;
const api = (path: string) => `${emu.url}/kick/api/public/v1/channels/rewards${path}`;
const control = (path: string) => `${emu.url}/control/kick/channels/${streamer}${path}`;

async function call(method: string, path: string, body?: unknown, bearer = token) {
  const response = await fetch(api(path), {
    ...json(method, body ?? {}, bearer),
    ...(method === 'GET' || method === 'DELETE'
      ? { body: undefined, headers: { authorization: `Bearer ${bearer}` } }
      : {}),
  });
  const text = await response.text();
  const parsed: any = text ? JSON.parse(text) : null;
  return { status: response.status, body: parsed };
}

const newReward = (title: string, extra: object = {}) =>
  call('POST', '', { title, cost: 100, ...extra });

beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({ kickWebhookUrl: receiver.url });
  token = (await kickTokens(emu.url, ['user:read', 'events:subscribe', 'channel:rewards:write']))
    .access_token;
  const subscribed = await fetch(
    `${emu.url}/kick/api/public/v1/events/subscriptions`,
    json(
      'POST',
      { method: 'webhook', events: [{ name: 'channel.reward.redemption.updated', version: 1 }] },
      token,
    ),
  );
  expect(subscribed.status).toBe(200);
});
afterAll(async () => {
  await emu.close();
  await receiver.close();
});
beforeEach(() => {
  emu.emulator.reset({ keepConnections: true });
  receiver.received.length = 0;
});

describe('Kick channel rewards', () => {
  it('creates, lists, edits and deletes a reward with the fields the SDKs read', async () => {
    const created = await newReward('Hydrate', {
      description: 'Drink water',
      background_color: '#00E701',
      is_user_input_required: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: 'Hydrate',
      cost: 100,
      description: 'Drink water',
      background_color: '#00e701',
      is_enabled: true,
      is_paused: false,
      is_user_input_required: true,
      should_redemptions_skip_request_queue: false,
    });
    const id = created.body.data.id as string;
    expect(id).toMatch(/^[0-9A-Z]{26}$/);

    const listed = await call('GET', '');
    expect(listed.body.data.map((r: { title: string }) => r.title)).toEqual([
      'Choose the next game',
      'Hydrate',
    ]);

    const patched = await call('PATCH', `/${id}`, { cost: 250, is_paused: true });
    expect(patched.body.data).toMatchObject({ id, cost: 250, is_paused: true, title: 'Hydrate' });
    expect((await call('DELETE', `/${id}`)).status).toBe(204);
    expect((await call('PATCH', `/${id}`, { cost: 1 })).status).toBe(404);
    expect((await call('GET', '')).body.data).toHaveLength(1);
  });

  it('refuses a 16th reward, disabled and paused ones counted', async () => {
    for (let i = 2; i <= 15; i++)
      expect((await newReward(`R${i}`, { is_enabled: i % 2 === 0 })).status).toBe(200);
    const sixteenth = await newReward('One too many');
    expect(sixteenth).toEqual({
      status: 400,
      body: { data: 'A channel can have at most 15 rewards', message: 'Bad request' },
    });
  });

  it('lets only the app that made a reward change or delete it', async () => {
    const native = SEED.kick.nativeRewardId;
    expect((await call('PATCH', `/${native}`, { cost: 1 })).status).toBe(403);
    expect((await call('DELETE', `/${native}`)).status).toBe(403);
    // The streamer may change it on Kick's dashboard.
    const edited = emu.emulator.rewards.updateReward({
      broadcasterUserId: streamer,
      rewardId: native,
      cost: 42,
    });
    expect(edited).toMatchObject({ cost: 42, createdBy: 'Kick dashboard' });
  });

  it('validates bodies and scopes like Kick', async () => {
    expect((await newReward('')).status).toBe(400);
    expect((await call('POST', '', { title: 'x', cost: 0 })).status).toBe(400);
    expect((await call('POST', '', { title: 'x', cost: 1.5 })).status).toBe(400);
    expect((await newReward('x', { background_color: 'red' })).status).toBe(400);
    const readOnly = (await kickTokens(emu.url, ['user:read'])).access_token;
    expect((await call('GET', '', undefined, readOnly)).status).toBe(403);
    expect((await call('POST', '', { title: 'x', cost: 1 }, readOnly)).status).toBe(403);
  });
});

describe('Kick redemptions', () => {
  async function hooks() {
    await emu.emulator.whenIdle();
    return receiver.received.map((r) => {
      const body: Record<string, any> = JSON.parse(r.body);
      return body;
    });
  }

  it('sends the webhook for a redemption and for each decision, and lists them by reward', async () => {
    const id = (await newReward('Hydrate', { is_user_input_required: true })).body.data.id;
    const redeemed = await fetch(
      control(`/rewards/${id}/redeem`),
      json('POST', { username: 'pixel_pat', input: 'water!' }),
    );
    expect(redeemed.status).toBe(201);
    const redemption: any = await redeemed.json();
    expect(redemption).toMatchObject({ status: 'pending', username: 'pixel_pat', input: 'water!' });
    const [pending] = await hooks();
    expect(pending).toMatchObject({
      id: redemption.id,
      user_input: 'water!',
      status: 'pending',
      reward: { id, title: 'Hydrate', cost: 100 },
      redeemer: { username: 'pixel_pat' },
      broadcaster: { user_id: streamer },
    });
    expect(pending!.redeemer).not.toHaveProperty('identity');

    const listed = await call('GET', '/redemptions?status=pending');
    expect(listed.body.data).toEqual([
      {
        reward: expect.objectContaining({ id, can_manage: true, is_deleted: false }),
        redemptions: [expect.objectContaining({ id: redemption.id, status: 'pending' })],
      },
    ]);
    expect(listed.body.pagination).toEqual({ next_cursor: '' });

    const accepted = await call('POST', '/redemptions/accept', { ids: [redemption.id] });
    expect(accepted).toEqual({ status: 200, body: { data: [], message: 'OK' } });
    expect((await hooks()).map((h) => h.status as string)).toEqual(['pending', 'accepted']);
    // Deciding again: Kick lists it as failed, with the reason.
    const again = await call('POST', '/redemptions/reject', { ids: [redemption.id, 'nope'] });
    expect(again.body.data).toEqual([
      { id: redemption.id, reason: 'NOT_PENDING' },
      { id: 'nope', reason: 'NOT_FOUND' },
    ]);
  });

  it('accepts a skip-the-queue redemption at once, and refuses more than 25 ids a call', async () => {
    const id = (await newReward('Quick', { should_redemptions_skip_request_queue: true })).body.data
      .id;
    const r = emu.emulator.rewards.redeem({
      broadcasterUserId: streamer,
      rewardId: id,
      username: 'sub_sam',
    });
    expect(r.status).toBe('accepted');
    expect((await hooks())[0]!.status).toBe('accepted');
    const ids = Array.from({ length: 26 }, (_, i) => `id-${i}`);
    const tooMany = await call('POST', '/redemptions/accept', { ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toContain('at most 25');
  });

  it('refuses to decide the redemptions of a reward another app made', async () => {
    const r = emu.emulator.rewards.redeem({
      broadcasterUserId: streamer,
      rewardId: SEED.kick.nativeRewardId,
      username: 'sub_sam',
      input: 'Minecraft',
    });
    const refused = await call('POST', '/redemptions/reject', { ids: [r.id] });
    expect(refused.body.data).toEqual([{ id: r.id, reason: 'NOT_OWNED' }]);
    expect(() =>
      emu.emulator.rewards.redeem({
        broadcasterUserId: streamer,
        rewardId: SEED.kick.nativeRewardId,
        username: 'sub_sam',
      }),
    ).toThrow('asks the viewer for a text');
  });

  it('answers the control API with 400 or 404 naming the field', async () => {
    const missing = await fetch(control('/rewards/NOPE/redeem'), json('POST', { username: 'pat' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ field: 'rewardId' });
    const id = (await newReward('Paused')).body.data.id;
    await call('PATCH', `/${id}`, { is_paused: true });
    const paused = await fetch(control(`/rewards/${id}/redeem`), json('POST', { username: 'pat' }));
    expect(paused.status).toBe(400);
    const bad = await fetch(control(`/rewards/${id}/redeem`), json('POST', { username: 'a b' }));
    expect(await bad.json()).toMatchObject({ field: 'username' });
    const list = await (await fetch(control('/rewards'))).json();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Paused', paused: true, createdBy: 'Kyo' }),
      ]),
    );
  });
});
