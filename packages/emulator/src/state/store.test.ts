import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, kickTokens, startTestEmulator } from '../test/harness';

const dirs: string[] = [];
function stateFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyo-emulator-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'emulator-state.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('state persistence', () => {
  it('keeps tokens, chat and the signing key across a restart', async () => {
    const file = stateFile();
    const first = await startTestEmulator({ stateFile: file });
    const tokens = await kickTokens(first.url, ['user:read']);
    first.emulator.kick.sendChat({
      broadcasterUserId: 1001,
      username: 'pixel_pat',
      content: 'remember me',
    });
    const key = first.emulator.kick.publicKey();
    await first.close();
    expect(existsSync(file)).toBe(true);

    const second = await startTestEmulator({ stateFile: file });
    try {
      const users = await fetch(
        `${second.url}/kick/api/public/v1/users`,
        bearer(tokens.access_token),
      );
      expect(users.status).toBe(200);
      expect(second.emulator.kick.chatLog(1001).map((m) => m.content)).toEqual(['remember me']);
      expect(second.emulator.kick.publicKey()).toBe(key);
    } finally {
      await second.close();
    }
  });

  it('writes changes shortly after they happen, without waiting for close', async () => {
    const file = stateFile();
    const emu = await startTestEmulator({ stateFile: file });
    try {
      emu.emulator.kick.createAccount({ username: 'written_soon' });
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('written_soon'), {
        timeout: 2000,
      });
    } finally {
      await emu.close();
    }
  });

  it('starts from the seed data when the file is unreadable', async () => {
    const file = stateFile();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{ not json');
    const emu = await startTestEmulator({ stateFile: file });
    try {
      expect(emu.emulator.kick.accounts().map((a) => a.username)).toContain('kyo_demo');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable state file'));
    } finally {
      warn.mockRestore();
      await emu.close();
    }
  });
});
