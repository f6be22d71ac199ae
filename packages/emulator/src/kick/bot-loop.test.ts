import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import { type TestEmulator, json, kickTokens, startTestEmulator } from '../test/harness';

/**
 * The whole loop the app will run in demo mode: a viewer types a command, Kick delivers the
 * webhook, the app answers through POST /chat, and the answer shows in the chat log.
 */
describe('chat bot loop through the emulator', () => {
  let emu: TestEmulator;
  let token: string;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      response.end();
      const event = JSON.parse(raw) as {
        content: string;
        sender: { username: string };
        message_id: string;
      };
      // The app sees its own messages too and must ignore them (docs/platforms/kick.md §7 delivers every line).
      if (event.sender.username === SEED.kick.bot.username || event.content !== '!hello') return;
      void fetch(
        `${emu.url}/kick/api/public/v1/chat`,
        json(
          'POST',
          {
            type: 'bot',
            content: `Hello ${event.sender.username}!`,
            reply_to_message_id: event.message_id,
          },
          token,
        ),
      );
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    emu = await startTestEmulator({ kickWebhookUrl: `http://127.0.0.1:${port}/api/kick/webhook` });
    token = (await kickTokens(emu.url, ['user:read', 'chat:write', 'events:subscribe']))
      .access_token;
    await fetch(
      `${emu.url}/kick/api/public/v1/events/subscriptions`,
      json(
        'POST',
        { method: 'webhook', events: [{ name: 'chat.message.sent', version: 1 }] },
        token,
      ),
    );
  });
  afterAll(async () => {
    await emu.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('shows the bot’s reply to a viewer’s !hello in the chat log', async () => {
    const typed = await fetch(
      `${emu.url}/control/kick/channels/${SEED.kick.streamer.userId}/chat`,
      json('POST', { username: 'pixel_pat', content: '!hello', badges: ['vip'] }),
    );
    expect(typed.status).toBe(201);
    const viewerLine = (await typed.json()) as { messageId: string };

    let log = emu.emulator.kick.chatLog(SEED.kick.streamer.userId);
    for (let i = 0; i < 100 && log.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await emu.emulator.whenIdle();
      log = emu.emulator.kick.chatLog(SEED.kick.streamer.userId);
    }
    expect(log.map((m) => [m.sender.username, m.content, m.fromApp])).toEqual([
      ['pixel_pat', '!hello', false],
      ['kyo_bot', 'Hello pixel_pat!', true],
    ]);
    expect(log[1]!.repliesToMessageId).toBe(viewerLine.messageId);
    // The bot's own line was delivered back too, and the loop stopped there.
    await emu.emulator.whenIdle();
    expect(emu.emulator.kick.deliveries().map((d) => d.state)).toEqual(['delivered', 'delivered']);
  });
});
