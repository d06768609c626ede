// Configuration from the environment, validated once at start. A bad value stops the
// process with one line naming the variable (see main.ts).
import { z } from 'zod';
import { PRODUCT_NAME_DEFAULT } from '@shared/constants';

const port = z.coerce
  .number({ message: 'deve ser um número' })
  .int('deve ser um número inteiro')
  .min(0, 'deve estar entre 0 e 65535')
  .max(65535, 'deve estar entre 0 e 65535');

const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `deve ser uma URL (${protocols.join(' ou ')})`);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  PRODUCT_NAME: z.string().min(1).max(40).default(PRODUCT_NAME_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Client-side admin display fallback of spec §6 (comma-separated emails); never trusted by the server. */
  ADMIN_FALLBACK_EMAILS: z.string().default(''),
  /** Live feed provider: the embedded replay engine, or off (no live changes). */
  LIVE_PROVIDER: z.enum(['replay', 'off']).default('replay'),
  /** Replay speed: game minutes per real minute (1 = real time; 60 plays a match in about 2 minutes). */
  LIVE_SPEED: z.coerce.number({ message: 'deve ser um número' }).positive('deve ser maior que zero').max(10_000, 'deve ser no máximo 10000').default(1),
  /** How often the replay engine looks at the clock, in milliseconds. */
  LIVE_TICK_MS: z.coerce.number({ message: 'deve ser um número' }).int('deve ser um número inteiro').min(100, 'deve ser pelo menos 100').default(1000),
  /** Folder with the built client (index.html, assets, sw.js). */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
});

export type RawConfig = z.infer<typeof configSchema>;
export interface Config extends RawConfig {
  PUBLIC_URL: string;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'configuração');
    throw new ConfigError(`Configuração inválida: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`);
  }
  const raw = parsed.data;
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    version,
  };
}
