import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('starts in demo mode on port 3000 with nothing configured', () => {
    const config = parseConfig({});
    expect(config.mode).toBe('demo');
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('resolves a relative DATA_DIR from where npm was invoked, else from the working directory', () => {
    expect(parseConfig({ INIT_CWD: '/srv/kyo' }).DATA_DIR).toBe(path.resolve('/srv/kyo/data'));
    expect(parseConfig({ INIT_CWD: '/srv/kyo', DATA_DIR: '/var/lib/kyo' }).DATA_DIR).toBe(
      path.resolve('/var/lib/kyo'),
    );
    expect(parseConfig({ DATA_DIR: 'state' }).DATA_DIR).toBe(path.resolve(process.cwd(), 'state'));
  });

  it('names every bad variable', () => {
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('keeps a demo on this machine unless told otherwise', () => {
    for (const HOST of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
      expect(parseConfig({ HOST }).HOST).toBe(HOST);
    expect(() => parseConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: demo mode listens only/);
    expect(() => parseConfig({ HOST: '192.168.1.5' })).toThrow(ConfigError);
    expect(parseConfig({ HOST: '0.0.0.0', DEMO_ALLOW_REMOTE: 'true' }).HOST).toBe('0.0.0.0');
    expect(
      parseConfig({ HOST: '0.0.0.0', APP_MODE: 'production', APP_SECRET: 'x'.repeat(32) }).HOST,
    ).toBe('0.0.0.0');
  });

  it('sends no image request off the machine in demo mode: Discord avatars come from the emulator', () => {
    expect(parseConfig({}).providers.discord?.cdnUrl).toBe('/emulator/discord/cdn');
    const real = parseConfig({
      APP_MODE: 'production',
      APP_SECRET: 'x'.repeat(32),
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
    });
    expect(real.providers.discord?.cdnUrl).toBe('https://cdn.discordapp.com');
  });

  it('requires APP_SECRET in production mode', () => {
    expect(() => parseConfig({ APP_MODE: 'production' })).toThrow(/APP_SECRET/);
    expect(() => parseConfig({ APP_MODE: 'production', APP_SECRET: 'short' })).toThrow(
      /APP_SECRET/,
    );
  });

  it('treats empty values as unset and trims the public URL', () => {
    const config = parseConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://kyo.example/' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('https://kyo.example');
  });
});
