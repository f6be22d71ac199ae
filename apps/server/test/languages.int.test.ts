import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatMessage, translateMessage, type Language } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { createMemoryMailer } from './mail';
import { signUp } from './factories';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';

/**
 * Issue 46: the account's language decides what the bot says in chat (a built-in command's reply,
 * a moderation warning) and what Kyo mails, in Spanish and Portuguese as in Turkish.
 */
describeEachDatabase('the bot and the mails in the account’s language', (db) => {
  let world: BotWorld;
  const mailer = createMemoryMailer();
  beforeAll(async () => {
    world = await startBotWorld(db(), {}, { mailer });
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const settle = async () => {
    await world.settle();
    await world.app.moderation.idle();
    await world.settle();
  };
  const lastLine = () => world.botLines().at(-1)?.content;
  async function speak(token: string, language: Language) {
    const saved = await world.api('PATCH', '/api/user/settings', token, { language });
    expect(saved.statusCode, saved.body).toBe(200);
    // Past the bot's config cache (5 s).
    world.platforms.clock.advance(10_000);
  }

  it('answers a built-in command and warns in Spanish, then in Portuguese; mails in Spanish', async () => {
    const { token, email } = await world.streamer();
    await speak(token, 'es');
    await world.chat('pixel_pat', '!song');
    await settle();
    expect(lastLine()).toBe('Spotify no está conectado a este canal.');

    const rule = await world.api('PATCH', '/api/moderation/rules/links', token, { enabled: true });
    expect(rule.statusCode, rule.body).toBe(200);
    world.platforms.clock.advance(10_000);
    await world.chat('link_lou', 'come watch kick.com/other');
    await settle();
    const english = '@link_lou, please don’t: links. Next time it is a timeout.';
    const spanish = translateMessage(english, 'es');
    expect(spanish).not.toBe(english);
    expect(spanish).not.toContain(' links');
    expect(lastLine()).toBe(spanish);

    await world.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
    });
    await world.app.services.accounts.idle();
    const reset = mailer.messages.filter((m) => m.to === email).at(-1)!;
    expect(reset.subject).toBe('Restablece tu contraseña de Kyo');
    expect(reset.html).toContain('<html lang="es">');

    await speak(token, 'pt');
    world.platforms.clock.advance(20_000);
    await world.chat('pixel_pat', '!song');
    await settle();
    expect(lastLine()).toBe('O Spotify não está conectado a este canal.');
  });

  it('sends a Portuguese account’s verification mail in Portuguese', async () => {
    const { email } = await signUp(world.app, { language: 'pt' });
    await world.app.services.accounts.idle();
    const mail = mailer.messages.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(formatMessage('Verify your e-mail for Kyo', {}, 'pt'));
    expect(mail.subject).not.toBe('Verify your e-mail for Kyo');
    expect(mail.text).toContain(
      formatMessage('Confirm this address to finish setting up your Kyo account.', {}, 'pt'),
    );
  });
});
