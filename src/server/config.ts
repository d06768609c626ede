// Configuration from the environment, validated once at start. A bad value stops the
// process with one line naming the variable (see main.ts).
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { PRODUCT_NAME_DEFAULT } from '@shared/constants';
import { validationMessage } from '@shared/validation-messages';

// Brazilian Portuguese for every zod message of the server (settings here, requests in the routes).
z.config({ localeError: validationMessage });

/**
 * Reads `.env` (see .env.example) into process.env when the file exists. Variables already set in
 * the environment win, so `PORT=4000 npm start` still overrides the file.
 */
export function readDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

const port = z.coerce
  .number()
  .int('deve ser um número inteiro')
  .min(0, 'deve estar entre 0 e 65535')
  .max(65535, 'deve estar entre 0 e 65535');

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `deve ser uma URL (${protocols.join(' ou ')})`,
  );

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false; true (every hop, only behind a proxy that
 * overwrites X-Forwarded-For); a hop count (`1`: the address the nearest proxy saw); or the
 * proxies' addresses and ranges (`10.0.0.0/8,127.0.0.1`), whose hops are skipped from the right.
 */
export type TrustProxy = boolean | number | string[];
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(true|false|\d{1,2})$/.test(value) ||
      value
        .split(',')
        .map((part) => part.trim())
        .every(isAddressOrRange),
    'deve ser true, false, um número de proxies (ex.: 1) ou os endereços dos proxies (ex.: 10.0.0.0/8,127.0.0.1)',
  )
  .transform((value): TrustProxy => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

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
  /** Behind a reverse proxy: which X-Forwarded-For hops to believe for the client address (per-IP limits). */
  TRUST_PROXY: trustProxy.default(false),
  /** Client-side admin display fallback of spec §6 (comma-separated emails); never trusted by the server. */
  ADMIN_FALLBACK_EMAILS: z.string().default(''),
  /** Demo calendar: every season moves forward this many weeks so today has real fixtures; 0 shows real dates. */
  DEMO_SHIFT_WEEKS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .max(520, 'deve ser no máximo 520')
    .default(52),
  /** Folder with the openfootball data files (football.json/, worldcup.json/). */
  FOOTBALL_DATA_DIR: z.string().min(1).default('./data/openfootball'),
  /** "on": new accounts must confirm their email before logging in. */
  EMAIL_VERIFICATION: z.enum(['on', 'off']).default('on'),
  /** smtp(s)://user:pass@host:port; unset: emails go to the outbox table and the link to the log. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Comma-separated emails whose accounts are made admins once the address is proven by a link (at start and at verification). */
  ADMIN_EMAILS: z.string().default(''),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'deve ter apenas letras, números, "_" ou "-"')
    .default('futdados_session'),
  /** Sliding session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Live feed provider: the embedded replay engine, or off (no live changes). */
  LIVE_PROVIDER: z.enum(['replay', 'off']).default('replay'),
  /** Replay speed: game minutes per real minute (1 = real time; 60 plays a match in about 2 minutes). */
  LIVE_SPEED: z.coerce.number().positive('deve ser maior que zero').max(10_000, 'deve ser no máximo 10000').default(1),
  /** How often the replay engine looks at the clock, in milliseconds. */
  LIVE_TICK_MS: z.coerce.number().int('deve ser um número inteiro').min(100, 'deve ser pelo menos 100').default(1000),
  /**
   * How often (ms) the predictions compare the finished results and refit when they changed (the
   * backtest grows at the same moment); 0 = no timer: fits happen on the first request (tests).
   */
  PREDICTIONS_REFRESH_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .default(60_000),
  /** Folder with the built client (index.html, assets, sw.js). */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
});

export type RawConfig = z.infer<typeof configSchema>;
export interface Config extends RawConfig {
  PUBLIC_URL: string;
  /** False when PUBLIC_URL was derived from PORT (then the request's own origin is trusted too). */
  publicUrlConfigured: boolean;
  MAIL_FROM: string;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: string[];
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
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    publicUrlConfigured: raw.PUBLIC_URL !== undefined,
    MAIL_FROM: raw.MAIL_FROM ?? `${raw.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    adminEmails: raw.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    version,
  };
}
