import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { startBotWorld, type BotWorld } from './bot-world.test-helper';

describeEachDatabase('posting as the streamer (KICK_CHAT_SENDER=user)', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db(), { KICK_CHAT_SENDER: 'user' });
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  it('posts from the streamer’s account and still never answers itself', async () => {
    const { token } = await world.streamer();
    await world.api('POST', '/api/bot/commands', token, {
      name: 'echo',
      responses: ['!echo'],
      globalCooldownSeconds: 0,
    });
    await world.chat('pixel_pat', '!echo');
    await world.settle();
    const lines = world.botLines();
    expect(lines.map((l) => [l.sender.username, l.content, l.apiType])).toEqual([
      ['kyo_demo', '!echo', 'user'],
    ]);
    // The streamer's own commands still work.
    await world.chat('kyo_demo', '!echo');
    await world.settle();
    expect(world.botLines()).toHaveLength(2);
  });
});
