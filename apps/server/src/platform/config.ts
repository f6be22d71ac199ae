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
  /** Multiplies every rate limit (shared NAT, load tests, e2e suites that sign up many users). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  mode: 'demo' | 'production';
  publicUrl: string;
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
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return { ...raw, mode, publicUrl };
}
