import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '@kyo/contracts/realtime';
import { ObsBridge, type ObsStudio } from './obs-bridge';

/** A stand-in for OBS's browser source API at a page permission level. */
function fakeObs(level: number, scenes = ['Main', 'Be Right Back']) {
  const events = new EventTarget();
  let current = scenes[0]!;
  const obs: ObsStudio = {
    getControlLevel: (cb) => cb(level),
    getScenes: (cb) => cb(scenes),
    getCurrentScene: (cb) => cb({ name: current }),
    setCurrentScene: (name) => {
      current = name;
      setTimeout(() =>
        events.dispatchEvent(new CustomEvent('obsSceneChanged', { detail: { name } })),
      );
    },
  };
  return { obs, events, current: () => current };
}

async function connect(bridge: ObsBridge) {
  const sent: ClientMessage[] = [];
  bridge.connected((m) => sent.push(m));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

describe('the OBS bridge of a display', () => {
  it('reports the page permission, the scenes and the current scene', async () => {
    const { obs, events } = fakeObs(4);
    const sent = await connect(new ObsBridge(obs, events));
    expect(sent).toEqual([
      { type: 'obs', level: 4, scenes: ['Main', 'Be Right Back'], current: 'Main' },
    ]);
  });

  it('does not read scenes below “read user information”', async () => {
    const { obs, events } = fakeObs(1);
    expect(await connect(new ObsBridge(obs, events))).toEqual([
      { type: 'obs', level: 1, scenes: [], current: null },
    ]);
  });

  it('switches scenes with Advanced access and says so once OBS confirms', async () => {
    const fake = fakeObs(4);
    const bridge = new ObsBridge(fake.obs, fake.events);
    await connect(bridge);
    const answers: ClientMessage[] = [];
    await bridge.command({ id: 'c1', scene: 'Be Right Back' }, (m) => answers.push(m));
    expect(fake.current()).toBe('Be Right Back');
    expect(answers).toEqual([{ type: 'obs.result', id: 'c1', ok: true }]);
  });

  it('refuses without Advanced access, and for a scene OBS does not have', async () => {
    const basic = fakeObs(3);
    const low = new ObsBridge(basic.obs, basic.events);
    await connect(low);
    const answers: ClientMessage[] = [];
    await low.command({ id: 'a', scene: 'Main' }, (m) => answers.push(m));
    const full = fakeObs(5);
    const high = new ObsBridge(full.obs, full.events);
    await connect(high);
    await high.command({ id: 'b', scene: 'Outro' }, (m) => answers.push(m));
    expect(answers).toEqual([
      { type: 'obs.result', id: 'a', ok: false, error: expect.stringContaining('Advanced access') },
      { type: 'obs.result', id: 'b', ok: false, error: 'OBS has no scene named “Outro”.' },
    ]);
    expect(basic.current()).toBe('Main');
    expect(full.current()).toBe('Main');
  });
});
