import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../platform/clock';
import { CooldownGate, cooldownReady, globalKey, userKey } from './cooldowns';

const command = { id: 'c1', globalCooldownSeconds: 10, userCooldownSeconds: 60 };

function used(gate: CooldownGate, viewer: string) {
  gate.record(globalKey(command.id));
  gate.record(userKey(command.id, viewer));
}

describe('command cooldowns', () => {
  it('blocks everyone during the global cooldown and frees the command when it ends', () => {
    const clock = new FakeClock();
    const gate = new CooldownGate(clock);
    const cmd = { ...command, userCooldownSeconds: 0 };
    expect(cooldownReady(gate, cmd, 'a')).toBe(true);
    used(gate, 'a');
    expect(cooldownReady(gate, cmd, 'b')).toBe(false);
    clock.advance(9_999);
    expect(cooldownReady(gate, cmd, 'b')).toBe(false);
    expect(gate.remainingMs(globalKey(cmd.id), 10)).toBe(1);
    clock.advance(1);
    expect(cooldownReady(gate, cmd, 'b')).toBe(true);
  });

  it('keeps blocking the same viewer for the per-user cooldown while others may use it', () => {
    const clock = new FakeClock();
    const gate = new CooldownGate(clock);
    used(gate, 'a');
    clock.advance(10_000);
    expect(cooldownReady(gate, command, 'b')).toBe(true);
    expect(cooldownReady(gate, command, 'a')).toBe(false);
    clock.advance(50_000);
    expect(cooldownReady(gate, command, 'a')).toBe(true);
  });

  it('never blocks a command without cooldowns', () => {
    const gate = new CooldownGate(new FakeClock());
    const free = { id: 'c2', globalCooldownSeconds: 0, userCooldownSeconds: 0 };
    used(gate, 'a');
    gate.record(globalKey(free.id));
    expect(cooldownReady(gate, free, 'a')).toBe(true);
  });

  it('forgets a command’s cooldowns when it changes', () => {
    const gate = new CooldownGate(new FakeClock());
    used(gate, 'a');
    gate.forget(globalKey(command.id));
    gate.forget(`user:${command.id}:`);
    expect(cooldownReady(gate, command, 'a')).toBe(true);
  });
});
