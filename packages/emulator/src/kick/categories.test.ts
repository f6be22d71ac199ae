/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  ALL_KICK_SCOPES,
  type TestEmulator,
  bearer,
  json,
  kickTokens,
  startReceiver,
  startTestEmulator,
} from '../test/harness';
import { KICK_EVENTS } from './catalog';

let emu: TestEmulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
const streamer = SEED.kick.streamer.userId;

beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({ kickWebhookUrl: receiver.url });
  token = (await kickTokens(emu.url, ALL_KICK_SCOPES)).access_token;
  const subscribe = await fetch(
    `${emu.url}/kick/api/public/v1/events/subscriptions`,
    json(
      'POST',
      { method: 'webhook', events: KICK_EVENTS.map((name) => ({ name, version: 1 })) },
      token,
    ),
  );
  expect(subscribe.status).toBe(200);
});
afterAll(async () => {
  await emu.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

interface Category {
  id: number;
  name: string;
  thumbnail: string;
  tags: string[];
}
interface Page {
  data: Category[];
  message: string;
  pagination: { next_cursor: string };
}

async function categories(query: string, bearerToken = token) {
  const response = await fetch(
    `${emu.url}/kick/api/public/v2/categories${query}`,
    bearer(bearerToken),
  );
  return { status: response.status, body: (await response.json()) as Page };
}

describe('GET /public/v2/categories', () => {
  it('lists at least 50 realistic categories with tags, 25 a page by default, then by cursor', async () => {
    const first = await categories('');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      thumbnail: expect.stringContaining('http'),
      tags: expect.any(Array),
    });
    const all = await categories('?limit=1000');
    const names = all.body.data.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(50);
    expect(names).toEqual(
      expect.arrayContaining([
        'Just Chatting',
        'Slots & Casino',
        'Grand Theft Auto V',
        'Counter-Strike 2',
        'League of Legends',
        'Minecraft',
        'Valorant',
      ]),
    );
    expect(all.body.pagination).toEqual({ next_cursor: '' });
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await categories(`?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.data.map((c) => c.name));
      cursor = page.body.pagination.next_cursor;
    } while (cursor);
    expect(seen).toEqual(names);
  });

  it('filters by part of a name (case-insensitive), by several names, by id and by tag', async () => {
    const counter = await categories('?name=counter');
    expect(counter.body.data.map((c) => c.name)).toEqual([
      'Counter-Strike 2',
      'Counter-Strike: Global Offensive',
    ]);
    const two = await categories('?name=slots&name=just');
    expect(two.body.data.map((c) => c.name).sort()).toEqual(['Just Chatting', 'Slots & Casino']);
    const commas = await categories('?name=slots,just');
    expect(commas.body.data).toHaveLength(2);
    const byId = await categories('?id=15&id=28');
    expect(byId.body.data.map((c) => c.id)).toEqual([15, 28]);
    const byTag = await categories('?tag=moba');
    expect(byTag.body.data.map((c) => c.name).sort()).toEqual(['Dota 2', 'League of Legends']);
    expect((await categories('?name=zzzz-nothing')).body).toEqual({
      data: [],
      message: 'OK',
      pagination: { next_cursor: '' },
    });
  });

  it('answers 400 for a bad limit, cursor or id and 401 without a token', async () => {
    for (const query of ['?limit=0', '?limit=1001', '?limit=x', '?cursor=nope', '?id=abc']) {
      const answer = await categories(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe('Bad request');
    }
    expect((await categories('', 'made-up')).status).toBe(401);
  });
});

describe('PATCH /public/v1/channels', () => {
  it('applies title, category and tags, sends livestream.metadata.updated, and the control API shows them', async () => {
    const response = await fetch(
      `${emu.url}/kick/api/public/v1/channels`,
      json(
        'PATCH',
        { stream_title: 'Slots night', category_id: 28, custom_tags: ['casino', 'english'] },
        token,
      ),
    );
    expect(response.status).toBe(204);
    await emu.emulator.whenIdle();
    const events = receiver.received.map((r): [unknown, any] => [
      r.headers['kick-event-type'],
      JSON.parse(r.body),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]![0]).toBe('livestream.metadata.updated');
    expect(events[0]![1].metadata).toMatchObject({
      title: 'Slots night',
      category: { id: 28, name: 'Slots & Casino' },
    });
    const channels = (await (await fetch(`${emu.url}/control/kick/channels`)).json()) as Array<{
      broadcasterUserId: number;
    }>;
    expect(channels.find((c) => c.broadcasterUserId === streamer)).toMatchObject({
      title: 'Slots night',
      category: 'Slots & Casino',
      categoryId: 28,
      tags: ['casino', 'english'],
    });
  });

  it('refuses an unknown category, a title over 200 characters and too many tags, changing nothing', async () => {
    const before = (await (await fetch(`${emu.url}/control/kick/channels`)).json()) as any[];
    for (const body of [
      { stream_title: 'Half saved?', category_id: 999_999 },
      { stream_title: 'x'.repeat(201) },
      { stream_title: 'Half saved?', custom_tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    ]) {
      const response = await fetch(
        `${emu.url}/kick/api/public/v1/channels`,
        json('PATCH', body, token),
      );
      expect(response.status).toBe(400);
    }
    const after = (await (await fetch(`${emu.url}/control/kick/channels`)).json()) as any[];
    expect(after).toEqual(before);
    await emu.emulator.whenIdle();
    expect(receiver.received).toEqual([]);
  });
});
