import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at boot. A bad value stops start-up
 * with a message naming each bad variable. README.md's configuration table mirrors this schema.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Several nodes share through this Redis what must agree (docs/deployment.md). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** With REDIS_URL: how soon another node takes over a dead node's background jobs. */
  LEASE_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  APP_MODE: z.enum(['demo', 'production']).optional(),
  APP_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (use: openssl rand -hex 32)').optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kyo <no-reply@kyo.localhost>'),
  KICK_CLIENT_ID: optionalString,
  KICK_CLIENT_SECRET: optionalString,
  KICK_AUTH_URL: z.url().default('https://id.kick.com'),
  KICK_API_URL: z.url().default('https://api.kick.com'),
  /** Kick's file CDN (emote images: `/emotes/<id>/fullsize`). */
  KICK_FILES_URL: z.url().default('https://files.kick.com'),
  KICK_SCOPES: z
    .string()
    .default(
      'user:read channel:read channel:write chat:write events:subscribe moderation:ban moderation:chat_message:manage kicks:read channel:rewards:read channel:rewards:write',
    ),
  SPOTIFY_CLIENT_ID: optionalString,
  SPOTIFY_CLIENT_SECRET: optionalString,
  SPOTIFY_ACCOUNTS_URL: z.url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.url().default('https://api.spotify.com'),
  SPOTIFY_SCOPES: z
    .string()
    .default('user-read-currently-playing user-read-playback-state user-modify-playback-state'),
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_URL: z.url().default('https://discord.com'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Multiplies every rate limit (shared NAT, load tests, e2e suites that sign up many users). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  /**
   * Who posts the bot's chat messages: `bot`, the app's bot account (Kick's `type: "bot"`), or
   * `user`, the streamer's own account (docs/platforms/kick.md §4.4).
   */
  KICK_CHAT_SENDER: z.enum(['bot', 'user']).default('bot'),
  /** Bot messages per second per channel (token bucket); Kick publishes no chat limits (docs/platforms/kick.md §3). */
  BOT_CHAT_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(1),
  /** Bot messages a channel may send at once before the rate applies. */
  BOT_CHAT_BURST: z.coerce.number().int().min(1).max(1000).default(3),
  /** After a stream ends, the Discord go-live card waits this long for a reconnect (docs/discord.md). */
  DISCORD_CARD_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** Stream stats: days a stream's minutes are kept (its totals are kept for good; docs/stats.md). */
  STATS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Outgoing webhooks may reach loopback, private and link-local addresses (self-hosters whose
   * tools run beside Kyo; docs/api.md). Off: such addresses are refused after DNS resolution.
   */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /**
   * Demo mode listens on a non-loopback HOST only with this set: a demo has a public mail outbox
   * and fake platforms, and its data is for trying things out, not for the internet.
   */
  DEMO_ALLOW_REMOTE: booleanFlag.default(false),
  /**
   * The text-to-speech engine for alert messages (docs/widgets.md): `espeak-ng`, started as a
   * process (Debian's `espeak-ng` package), or `off`.
   */
  TTS_ENGINE: z.enum(['espeak-ng', 'off']).default('espeak-ng'),
  /** Longest one message may take to speak before the engine is stopped. */
  TTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** True when the built-in emulator stands in for the platform (demo mode, no credentials). */
  emulated: boolean;
}
export interface KickConfig extends OAuthProviderConfig {
  authUrl: string;
  apiUrl: string;
  scopes: string;
}
export interface SpotifyConfig extends OAuthProviderConfig {
  accountsUrl: string;
  apiUrl: string;
  scopes: string;
}
export interface DiscordConfig extends OAuthProviderConfig {
  /** https://discord.com: authorize at /oauth2/authorize, API at /api. */
  url: string;
  /** Discord's image CDN (avatars): https://cdn.discordapp.com, or the emulator's in demo mode. */
  cdnUrl: string;
}

export interface Config extends RawConfig {
  mode: 'demo' | 'production';
  publicUrl: string;
  /** Absolute URL of the mounted emulator, when any provider uses it. */
  emulatorUrl: string | null;
  /** Where emote images come from: Kick's CDN, or the emulator's stand-in in demo mode. */
  kickFilesUrl: string;
  providers: { kick?: KickConfig; spotify?: SpotifyConfig; discord?: DiscordConfig };
}

/** Client credentials the app and the built-in emulator agree on in demo mode. */
export const DEMO_CLIENTS = {
  kick: { clientId: 'kyo-demo-kick', clientSecret: 'kyo-demo-kick-secret' },
  spotify: { clientId: 'kyo-demo-spotify', clientSecret: 'kyo-demo-spotify-secret' },
  discord: { clientId: 'kyo-demo-discord', clientSecret: 'kyo-demo-discord-secret' },
} as const;

const trim = (url: string) => url.replace(/\/$/, '');

function resolveProviders(raw: RawConfig, mode: 'demo' | 'production', publicUrl: string) {
  const emulatorUrl = `${publicUrl}/emulator`;
  const pick = (
    id: string | undefined,
    secret: string | undefined,
    provider: keyof typeof DEMO_CLIENTS,
  ) => {
    if (id && secret) return { clientId: id, clientSecret: secret, emulated: false };
    if (mode === 'demo') return { ...DEMO_CLIENTS[provider], emulated: true };
    return undefined;
  };
  const kick = pick(raw.KICK_CLIENT_ID, raw.KICK_CLIENT_SECRET, 'kick');
  const spotify = pick(raw.SPOTIFY_CLIENT_ID, raw.SPOTIFY_CLIENT_SECRET, 'spotify');
  const discord = pick(raw.DISCORD_CLIENT_ID, raw.DISCORD_CLIENT_SECRET, 'discord');
  const providers: Config['providers'] = {};
  if (kick) {
    providers.kick = {
      ...kick,
      redirectUri: `${publicUrl}/auth/kick/redirect`,
      authUrl: kick.emulated ? `${emulatorUrl}/kick/id` : trim(raw.KICK_AUTH_URL),
      apiUrl: kick.emulated ? `${emulatorUrl}/kick/api` : trim(raw.KICK_API_URL),
      scopes: raw.KICK_SCOPES,
    };
  }
  if (spotify) {
    providers.spotify = {
      ...spotify,
      redirectUri: `${publicUrl}/auth/spotify`,
      accountsUrl: spotify.emulated
        ? `${emulatorUrl}/spotify/accounts`
        : trim(raw.SPOTIFY_ACCOUNTS_URL),
      apiUrl: spotify.emulated ? `${emulatorUrl}/spotify/api` : trim(raw.SPOTIFY_API_URL),
      scopes: raw.SPOTIFY_SCOPES,
    };
  }
  if (discord) {
    providers.discord = {
      ...discord,
      redirectUri: `${publicUrl}/auth/discord`,
      url: discord.emulated ? `${emulatorUrl}/discord` : trim(raw.DISCORD_URL),
      // Relative in demo mode, as kickFilesUrl: the emulator is on this server.
      cdnUrl: discord.emulated ? '/emulator/discord/cdn' : 'https://cdn.discordapp.com',
    };
  }
  const anyEmulated = [kick, spotify, discord].some((p) => p?.emulated);
  return {
    providers,
    emulatorUrl: anyEmulated ? emulatorUrl : null,
    // Relative in demo mode: the emulator is on this server, whatever address the page used.
    kickFilesUrl: kick?.emulated ? '/emulator/kick/files' : trim(raw.KICK_FILES_URL),
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset" (as in a copied .env.example with blank values).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = result.data;
  const mode = raw.APP_MODE ?? 'demo';
  if (mode === 'production' && !raw.APP_SECRET) {
    throw new ConfigError(['APP_SECRET: required when APP_MODE=production']);
  }
  if (mode === 'demo' && !isLoopbackHost(raw.HOST) && !raw.DEMO_ALLOW_REMOTE) {
    throw new ConfigError([
      `HOST: demo mode listens only on a loopback address (127.0.0.1, ::1, localhost), not ${raw.HOST}; ` +
        'set DEMO_ALLOW_REMOTE=true to expose a demo anyway, or APP_MODE=production',
    ]);
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  // A relative DATA_DIR is relative to where the command was typed: npm runs a workspace's
  // script inside the workspace but says where it was invoked (INIT_CWD), so `npm start` at the
  // root keeps its data in the root's ./data, as the README says.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    mode,
    publicUrl,
    ...resolveProviders(raw, mode, publicUrl),
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Whether a request's client address is this machine (IPv4, IPv6 or v4-mapped). */
export function isLoopbackAddress(ip: string): boolean {
  return isLoopbackHost(ip.replace(/^::ffff:/i, ''));
}
