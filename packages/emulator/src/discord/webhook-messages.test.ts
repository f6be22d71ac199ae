/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  REDIRECT,
  consent,
  form,
  json,
  startTestEmulator,
  type TestEmulator,
} from '../test/harness';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** A new webhook in the alerts channel, as `webhook.incoming` makes one. */
async function webhook(): Promise<{ id: string; token: string; url: string }> {
  const query = new URLSearchParams({
    client_id: 'kyo-discord',
    response_type: 'code',
    redirect_uri: REDIRECT.discord,
    scope: 'identify webhook.incoming',
    state: 'm1',
  });
  const location = await consent(`${emu.url}/discord/oauth2/authorize?${query}`, {
    webhook_channel: `${SEED.discord.guildId}:${SEED.discord.alertsChannelId}`,
  });
  const response = await fetch(`${emu.url}/discord/api/oauth2/token`, {
    ...form({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: REDIRECT.discord,
      client_id: 'kyo-discord',
      client_secret: 'discord-secret',
    }),
  });
  return ((await response.json()) as { webhook: { id: string; token: string; url: string } })
    .webhook;
}

async function post(hook: { url: string }, body: object) {
  const response = await fetch(`${hook.url}?wait=true`, json('POST', body));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, any>;
}

const messageUrl = (hook: { url: string }, id: string) => `${hook.url}/messages/${id}`;

describe('Discord webhook messages: edit and delete', () => {
  it('edits a message: only the fields sent change, edited_timestamp is set, each edit is kept', async () => {
    const hook = await webhook();
    const posted = await post(hook, {
      content: 'live now',
      embeds: [{ title: 'Speedrun', fields: [{ name: 'Viewers', value: '10' }] }],
    });
    expect(posted.edited_timestamp).toBeNull();
    emu.clock.advance(5 * 60_000);
    const first = await fetch(
      messageUrl(hook, posted.id),
      json('PATCH', {
        embeds: [{ title: 'Speedrun', fields: [{ name: 'Viewers', value: '42' }] }],
        allowed_mentions: { parse: [] },
      }),
    );
    expect(first.status).toBe(200);
    const edited = (await first.json()) as Record<string, any>;
    expect(edited).toMatchObject({ id: posted.id, content: 'live now' });
    expect(edited.embeds[0].fields[0].value).toBe('42');
    expect(edited.edited_timestamp).toBe(new Date(emu.clock.now()).toISOString());
    await fetch(messageUrl(hook, posted.id), json('PATCH', { content: 'was live' }));

    const [view] = emu.emulator.discord
      .messages({ channelId: SEED.discord.alertsChannelId })
      .filter((m) => m.id === posted.id);
    expect(view).toMatchObject({ content: 'was live', deletedAt: null });
    expect(view!.editedAt).not.toBeNull();
    expect(view!.edits.map((e) => e.content)).toEqual(['live now', 'was live']);
    expect(view!.edits[0]!.allowedMentions).toEqual({ parse: [] });
    const read = await fetch(messageUrl(hook, posted.id));
    expect(((await read.json()) as Record<string, any>).content).toBe('was live');
  });

  it('validates an edit as it validates a post', async () => {
    const hook = await webhook();
    const posted = await post(hook, { content: 'hello' });
    const long = await fetch(
      messageUrl(hook, posted.id),
      json('PATCH', { content: 'x'.repeat(2001) }),
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as Record<string, any>).code).toBe(50035);
    const empty = await fetch(messageUrl(hook, posted.id), json('PATCH', { content: '' }));
    expect(await empty.json()).toEqual({ code: 50006, message: 'Cannot send an empty message' });
  });

  it('deletes a message (204); the message is then 404 10008 Unknown Message', async () => {
    const hook = await webhook();
    const posted = await post(hook, { content: 'bye soon' });
    const deleted = await fetch(messageUrl(hook, posted.id), { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const again = await fetch(messageUrl(hook, posted.id), json(method, { content: 'x' }));
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ message: 'Unknown Message', code: 10008 });
    }
    const view = emu.emulator.discord.messages().find((m) => m.id === posted.id);
    expect(view?.deletedAt).toBe(new Date(emu.clock.now()).toISOString());
  });

  it('answers Unknown Message for another webhook’s message, and Unknown Webhook once it is deleted', async () => {
    const mine = await webhook();
    const other = await webhook();
    const posted = await post(other, { content: 'not yours' });
    const foreign = await fetch(messageUrl(mine, posted.id), json('PATCH', { content: 'x' }));
    expect(await foreign.json()).toEqual({ message: 'Unknown Message', code: 10008 });
    await fetch(other.url, { method: 'DELETE' });
    const gone = await fetch(messageUrl(other, posted.id), json('PATCH', { content: 'x' }));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });
});
