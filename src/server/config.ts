// Configuration from the environment, validated once at start. A bad value stops the
// process with one line naming the variable (see main.ts).
import { randomBytes } from 'node:crypto';
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

const baseSchema = z.object({
  /** `production` is a deployment: it asks for real settings (see the production checks below). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The whole demo (embedded database, replayed matches, sandbox payments that move no money), said
   * at start and on every page. Default: on, except with NODE_ENV=production.
   */
  DEMO_MODE: z.enum(['on', 'off']).optional(),
  /** The OpenAPI pages at /api/docs. Default: on, except with NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /**
   * Start of every Redis key and channel this app uses (shared state and socket.io's adapter), so
   * deployments sharing one Redis (staging beside production) never read each other's counts.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/, 'use até 40 letras, dígitos ou _ . : -')
    .default('futdados:'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  PRODUCT_NAME: z.string().min(1).max(40).default(PRODUCT_NAME_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one object per line (log collectors); pretty: one readable line. Default: pretty on localhost. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Behind a reverse proxy: which X-Forwarded-For hops to believe for the client address (per-IP limits). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * "on": TLS ends at the reverse proxy, which tells the scheme in X-Forwarded-Proto (needs
   * TRUST_PROXY). Cookies get Secure and responses HSTS when the proxy says https. Needed for an
   * http:// PUBLIC_URL in production on any host but localhost.
   */
  TLS_AT_PROXY: z.enum(['on', 'off']).default('off'),
  /** Client-side admin display fallback of spec §6 (comma-separated emails); never trusted by the server, never sent: GET /api/user says yes/no for its user. */
  ADMIN_FALLBACK_EMAILS: z.string().default(''),
  /**
   * Demo calendar: every season moves forward this many weeks so today has real fixtures; 0 shows real
   * dates. Unset: 52 weeks plus the minutes that put real matches on the pitch at start (the replay
   * demo keeps something live at any hour, docs/decisions/0101-demo-always-live.md).
   */
  DEMO_SHIFT_WEEKS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .max(520, 'deve ser no máximo 520')
    .optional(),
  /**
   * Demo only: replays one real match day (YYYY-MM-DD, as the data files date it, e.g. 2022-12-18
   * for the 2022 World Cup final) from now on: that day's season moves so the day's first match
   * kicks off when the server starts, and every other season keeps its real dates
   * (docs/decisions/0106). With the replay feed; refused outside the demo (DEMO_MODE) and beside
   * DEMO_SHIFT_WEEKS.
   */
  DEMO_REPLAY_DAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a data de um dia de jogos no formato AAAA-MM-DD')
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      'não é uma data válida',
    )
    .optional(),
  /** Folder with the openfootball data files (football.json/, worldcup.json/). */
  FOOTBALL_DATA_DIR: z.string().min(1).default('./data/openfootball'),
  /** The product changelog shown on /updates (with the entries admins write). */
  CHANGELOG_PATH: z.string().min(1).default('./CHANGELOG.md'),
  /** Where the responsible-gambling notice of every bonus offer sends a player who needs help. */
  BONUS_HELP_URL: url(['https:']).default(
    'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
  ),
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
  /** Live feed provider: the embedded replay engine, API-Football v3 (a real feed), or off (no live changes). */
  LIVE_PROVIDER: z.enum(['replay', 'api-football', 'off']).default('replay'),
  /** API-Football key (dashboard.api-football.com), sent as x-apisports-key; required with LIVE_PROVIDER=api-football. */
  API_FOOTBALL_KEY: z.string().trim().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  /** API-Football address (tests point it at a local fake). */
  API_FOOTBALL_URL: url(['http:', 'https:']).default('https://v3.football.api-sports.io'),
  /** Requests a day the API-Football plan allows (free: 100); polling spreads them over the day's matches. */
  API_FOOTBALL_DAILY_REQUESTS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .max(1_000_000, 'deve ser no máximo 1000000')
    .default(100),
  /**
   * Shortest time between two API-Football requests (ms), however much of the budget is left; with
   * nothing to follow, how often (at most a minute) the live feed looks at our calendar again.
   */
  API_FOOTBALL_MIN_INTERVAL_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(1000, 'deve ser pelo menos 1000')
    .default(15_000),
  /**
   * Keeps competitions, seasons, teams, fixtures, tables and scorers current from API-Football
   * (issue 32): "auto" does with LIVE_PROVIDER=api-football, "api-football" always (needs
   * API_FOOTBALL_KEY), "off" never (the openfootball files only).
   */
  DATA_SYNC: z.enum(['auto', 'api-football', 'off']).default('auto'),
  /** API-Football league ids to sync, comma-separated (default: the competitions the app knows). */
  API_FOOTBALL_LEAGUES: z
    .string()
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, 'deve ser uma lista de ids de liga separados por vírgula, como 71,39,2')
    .default('71,72,13,39,140,135,78,61,2,1,15,94,128,88'),
  /** Requests a day the sync leaves for the live feed (it never spends the last ones). */
  API_FOOTBALL_SYNC_RESERVE: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser pelo menos 0')
    .default(30),
  /** How often the sync looks whether a job is due (ms); 0: never on a timer (tests run passes by hand). */
  DATA_SYNC_TICK_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser pelo menos 0')
    .default(60_000),
  /** How often today's matches are read again while some are not over (ms; one request for all leagues). */
  DATA_SYNC_TODAY_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(60_000, 'deve ser pelo menos 60000')
    .default(2 * 60 * 60_000),
  /** Replay speed: game minutes per real minute (1 = real time; 60 plays a match in about 2 minutes). */
  LIVE_SPEED: z.coerce.number().positive('deve ser maior que zero').max(10_000, 'deve ser no máximo 10000').default(1),
  /** How often the replay engine looks at the clock, in milliseconds. */
  LIVE_TICK_MS: z.coerce.number().int('deve ser um número inteiro').min(100, 'deve ser pelo menos 100').default(1000),
  /**
   * With DATABASE_URL, one process plays the live feed (the leader, holding a PostgreSQL advisory
   * lock); the others try to take over this often (ms), and the leader checks its lock as often.
   */
  LIVE_LEADER_RETRY_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(50, 'deve ser pelo menos 50')
    .max(5000, 'deve ser no máximo 5000')
    .default(2000),
  /**
   * How often (ms) the predictions compare the finished results and refit when they changed (the
   * backtest grows at the same moment); 0 = no timer: fits happen on the first request (tests).
   */
  PREDICTIONS_REFRESH_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .default(60_000),
  /**
   * Automatic match reports and round summaries: written for matches that finish (live feed) and,
   * at every start, for the finished matches of the last this-many days (0 = none are written).
   */
  NEWS_REPORT_DAYS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .max(60, 'deve ser no máximo 60')
    .default(7),
  /** Folder with the built client (index.html, assets, sw.js). */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  /** Payment provider: the embedded sandbox (local pay page, real PIX codes, no money moves) or Mercado Pago. */
  BILLING_PROVIDER: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /** Secret the sandbox signs its webhooks with (Mercado Pago's x-signature scheme); unset: a random one per start. */
  BILLING_WEBHOOK_SECRET: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  /** A webhook whose signed timestamp is further than this from now is refused (replay protection). */
  BILLING_WEBHOOK_TOLERANCE_SECONDS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(30, 'deve ser pelo menos 30')
    .max(3600, 'deve ser no máximo 3600')
    .default(300),
  /** Days before the period ends at which the renewal PIX is created and sent. */
  BILLING_RENEWAL_DAYS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .max(27, 'deve ser no máximo 27')
    .default(3),
  /** Days after the period end during which an unpaid subscription (past_due) keeps Pro before it expires. */
  BILLING_GRACE_DAYS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .max(30, 'deve ser no máximo 30')
    .default(3),
  /** How often the billing scheduler looks for due renewals, period ends, expired PIX codes and webhook retries. */
  BILLING_SCHEDULER_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(1000, 'deve ser pelo menos 1000')
    .default(60_000),
  /**
   * How often (ms) scheduled admin notifications are looked for and sent when due; 0 = no timer
   * (tests run the pass themselves).
   */
  NOTIFICATION_SCHEDULER_MS: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 ou mais')
    .default(15_000),
  /** Mercado Pago credentials (BILLING_PROVIDER=mercadopago): access token and the webhook secret signature. */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'deve ter pelo menos 10 caracteres').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  /** Mercado Pago API address (tests point it at a local fake). */
  MERCADOPAGO_API_URL: url(['http:', 'https:']).default('https://api.mercadopago.com'),
  /** Receiver name (≤ 25) and city (≤ 15) of the sandbox's simulated BR Codes (their key is never a real one). */
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(25, 'deve ter no máximo 25 caracteres').optional(),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15, 'deve ter no máximo 15 caracteres').default('SAO PAULO'),
  /**
   * Web push VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it). Unset: a
   * pair is generated at first start and kept in the database (push_keys), so subscriptions survive restarts.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'deve ser a chave pública VAPID em base64url (87 caracteres)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'deve ser a chave privada VAPID em base64url (43 caracteres)')
    .optional(),
  /** Contact the push services see in the VAPID token (mailto: or https:); default: mailto: of MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'deve ser um endereço mailto: ou https:')
    .optional(),
  /** "on" also accepts http:// push endpoints (tests and a local push service only; browsers give https). */
  PUSH_ALLOW_HTTP_ENDPOINTS: z.enum(['on', 'off']).default('off'),
  /**
   * Push services accepted beside the browsers' (comma-separated hosts; `*.example.com` for the names
   * under it). Hosts named here are the operator's own: their addresses are not checked at send time.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.*:, -]*$/, 'deve ser uma lista de hosts separados por vírgula (ex.: push.exemplo.com)')
    .default(''),
});

/**
 * Rules across settings (production's, the providers' credentials). Run on the parsed settings, and
 * again on what parsed when some setting is bad, so one start names every problem at once.
 */
function crossChecks(
  config: Partial<z.infer<typeof baseSchema>>,
  problem: (name: string, message: string) => void,
): void {
  if (config.LIVE_PROVIDER === 'api-football' && !config.API_FOOTBALL_KEY)
    problem('API_FOOTBALL_KEY', 'é obrigatório com LIVE_PROVIDER=api-football');
  if (config.DEMO_REPLAY_DAY !== undefined) {
    // A replayed day moves real matches to today: only where the demo says so on every page.
    const demo = config.DEMO_MODE ? config.DEMO_MODE === 'on' : config.NODE_ENV !== 'production';
    if (!demo)
      problem(
        'DEMO_REPLAY_DAY',
        'só vale na demonstração: em produção (NODE_ENV=production) defina DEMO_MODE=on, ou remova a variável',
      );
    else if (config.DEMO_SHIFT_WEEKS !== undefined)
      problem('DEMO_REPLAY_DAY', 'não combina com DEMO_SHIFT_WEEKS: use um dos dois');
    else if (config.LIVE_PROVIDER !== undefined && config.LIVE_PROVIDER !== 'replay')
      problem('DEMO_REPLAY_DAY', 'precisa do feed de reprise (LIVE_PROVIDER=replay)');
  }
  if (config.DATA_SYNC === 'api-football' && !config.API_FOOTBALL_KEY)
    problem('API_FOOTBALL_KEY', 'é obrigatório com DATA_SYNC=api-football');
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    problem(missing, 'é obrigatória junto com a outra chave VAPID');
  }
  // A deployment (NODE_ENV=production) outside the demo: nothing that only suits a demo.
  if (config.NODE_ENV === 'production') {
    const demo = config.DEMO_MODE === 'on';
    if (config.BILLING_PROVIDER === 'sandbox' && !demo)
      problem(
        'BILLING_PROVIDER',
        'não pode ser sandbox em produção (NODE_ENV=production): use mercadopago, ou DEMO_MODE=on para uma demonstração',
      );
    if (!config.PUBLIC_URL)
      problem('PUBLIC_URL', 'é obrigatório em produção (NODE_ENV=production): o endereço que os usuários acessam');
    if (!config.SMTP_URL && !demo)
      problem('SMTP_URL', 'é obrigatório em produção (NODE_ENV=production): sem ele nenhum email de conta é enviado');
    // Plain http would send the session cookie without Secure and no HSTS.
    if (
      config.PUBLIC_URL &&
      !config.PUBLIC_URL.startsWith('https:') &&
      !isDevelopmentUrl(config.PUBLIC_URL) &&
      config.TLS_AT_PROXY !== 'on'
    )
      problem(
        'PUBLIC_URL',
        'deve começar com https:// em produção (NODE_ENV=production); se o TLS termina num proxy, defina TLS_AT_PROXY=on',
      );
  }
  if (config.TLS_AT_PROXY === 'on' && (config.TRUST_PROXY === false || config.TRUST_PROXY === 0))
    problem('TLS_AT_PROXY', 'precisa de TRUST_PROXY: o esquema (https) vem do proxy, em X-Forwarded-Proto');
  if (config.BILLING_PROVIDER !== 'mercadopago') return;
  for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const) {
    if (!config[name]) problem(name, 'é obrigatório com BILLING_PROVIDER=mercadopago');
  }
}

const configSchema = baseSchema.superRefine((config, context) =>
  crossChecks(config, (name, message) => context.addIssue({ code: 'custom', path: [name], message })),
);

export type RawConfig = z.infer<typeof configSchema>;
export interface Config extends RawConfig {
  /** DEMO_MODE resolved: on unless set off, or NODE_ENV=production without DEMO_MODE=on. */
  demoMode: boolean;
  /** API_DOCS resolved: /api/docs is served. */
  apiDocs: boolean;
  PUBLIC_URL: string;
  LOG_FORMAT: 'json' | 'pretty';
  /** False when PUBLIC_URL was derived from PORT (then the request's own origin is trusted too). */
  publicUrlConfigured: boolean;
  MAIL_FROM: string;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: string[];
  /** API_FOOTBALL_LEAGUES as numbers, and whether the sync runs (DATA_SYNC resolved). */
  apiFootballLeagues: number[];
  dataSync: boolean;
  /** ADMIN_FALLBACK_EMAILS, lower-cased. */
  adminFallbackEmails: string[];
  /** PUSH_SERVICE_HOSTS, lower-cased. */
  pushServiceHosts: string[];
  BILLING_WEBHOOK_SECRET: string;
  PIX_MERCHANT_NAME: string;
  VAPID_SUBJECT: string;
  version: string;
}

export class ConfigError extends Error {}

/** A local run: PUBLIC_URL is http on this machine. */
export function isDevelopmentUrl(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** 'FutDados <no-reply@x.com>' → 'no-reply@x.com'. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** 'A@x.com, b@y.com' → ['a@x.com', 'b@y.com'] (emails, hosts). */
function lowerCaseList(text: string): string[] {
  return text
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    // Every problem at once, one line each: a bad setting must not hide the missing ones behind it.
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'configuração');
      if (!problems.has(name)) problems.set(name, issue.message);
    }
    const parsedAlone = Object.fromEntries(
      Object.entries(baseSchema.shape).map(([name, schema]) => [name, schema.safeParse(cleaned[name]).data]),
    );
    crossChecks(parsedAlone, (name, message) => {
      if (!problems.has(name)) problems.set(name, message);
    });
    throw new ConfigError(
      [...problems]
        .map(([name, message]) => `Configuração inválida: ${name}=${JSON.stringify(env[name] ?? '')} ${message}`)
        .join('\n'),
    );
  }
  const raw = parsed.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const production = raw.NODE_ENV === 'production';
  return {
    ...raw,
    demoMode: raw.DEMO_MODE ? raw.DEMO_MODE === 'on' : !production,
    apiDocs: raw.API_DOCS ? raw.API_DOCS === 'on' : !production,
    PUBLIC_URL: publicUrl,
    LOG_FORMAT: raw.LOG_FORMAT ?? (isDevelopmentUrl(publicUrl) ? 'pretty' : 'json'),
    publicUrlConfigured: raw.PUBLIC_URL !== undefined,
    MAIL_FROM: raw.MAIL_FROM ?? `${raw.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    adminEmails: lowerCaseList(raw.ADMIN_EMAILS),
    apiFootballLeagues: [...new Set(raw.API_FOOTBALL_LEAGUES.split(',').map((id) => Number(id.trim())))],
    dataSync:
      raw.DATA_SYNC === 'api-football' ||
      (raw.DATA_SYNC === 'auto' && raw.LIVE_PROVIDER === 'api-football' && Boolean(raw.API_FOOTBALL_KEY)),
    adminFallbackEmails: lowerCaseList(raw.ADMIN_FALLBACK_EMAILS),
    pushServiceHosts: lowerCaseList(raw.PUSH_SERVICE_HOSTS),
    // Only the sandbox uses it, inside this process: a random one works when none is set.
    BILLING_WEBHOOK_SECRET: raw.BILLING_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    PIX_MERCHANT_NAME: raw.PIX_MERCHANT_NAME ?? raw.PRODUCT_NAME.slice(0, 25),
    VAPID_SUBJECT:
      raw.VAPID_SUBJECT ?? `mailto:${mailAddress(raw.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`)}`,
    version,
  };
}
