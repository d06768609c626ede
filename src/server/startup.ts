// What can go wrong before the server answers, said in one Portuguese line that names the setting
// (main.ts prints it and exits): a busy port, a locked DATA_DIR, an unreachable database or Redis.
import { createServer, type AddressInfo } from 'node:net';
import type { Config } from './config';

/** A start-up failure whose message is the one line to print. */
export class StartupError extends Error {}

/** The one line for a port that cannot be listened on. */
export function portErrorLine(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE')
    return `A porta ${port} já está em uso (PORT). Feche o outro processo ou defina PORT com outra porta.`;
  if (error.code === 'EACCES') return `Sem permissão para usar a porta ${port} (PORT). Defina PORT com outra porta.`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `O endereço HOST não existe nesta máquina: ${describeConnectionError(error)}.`;
  return `Não foi possível usar a porta ${port} (PORT): ${error.message}`;
}

/**
 * Fails fast when PORT is taken, before the database is opened (opening it can take seconds, and
 * a second server must not touch the data of the first).
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new StartupError(portErrorLine(error, port))));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

interface ConnectionError {
  code?: string;
  /** node-redis wraps the socket error when it stops retrying. */
  socketError?: unknown;
  message?: string;
  address?: string;
  port?: number;
  hostname?: string;
  errors?: ConnectionError[];
}

/** The first "quoted" name in a server message, followed by a space (or nothing). */
const quoted = (message: string) => {
  const name = /"([^"]+)"/.exec(message)?.[1];
  return name ? `"${name}" ` : '';
};

/** Why a connection to PostgreSQL or Redis failed, in words (never the URL: it may hold a password). */
export function describeConnectionError(raw: unknown): string {
  const wrapped = (raw ?? {}) as ConnectionError;
  if (wrapped.socketError) return describeConnectionError(wrapped.socketError);
  const error = wrapped;
  // Node tries IPv6 and IPv4 in turn and reports both in an AggregateError.
  const first = error.errors?.[0] ?? error;
  const where = first.address ? ` em ${first.address}${first.port ? `:${first.port}` : ''}` : '';
  const message = String(error.message ?? '');
  switch (error.code ?? first.code) {
    case 'ECONNREFUSED':
      return `conexão recusada${where} (o servidor não está rodando nessa porta?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `o endereço "${first.hostname ?? ''}" não foi encontrado`;
    case 'ETIMEDOUT':
      return `o servidor não respondeu a tempo${where}`;
    case 'ECONNRESET':
      return `o servidor encerrou a conexão${where}`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `o servidor está inacessível pela rede${where}`;
    case 'EADDRNOTAVAIL':
      return `o endereço não pertence a esta máquina${where}`;
    case '3D000':
      return `o banco de dados ${quoted(message)}não existe`;
    case '28P01':
      return 'usuário ou senha recusados';
    case '28000':
      return `o usuário ${quoted(message)}não tem acesso`;
    case '42501':
      return 'o usuário não tem permissão para criar o esquema ou as extensões (pg_trgm, unaccent)';
    case '57P03':
      return 'o servidor ainda está iniciando; tente de novo em instantes';
  }
  if (/WRONGPASS|NOAUTH|invalid username-password/i.test(message)) return 'usuário ou senha recusados';
  if (/self[- ]signed|certificate/i.test(message)) return 'o certificado TLS do servidor foi recusado';
  if (/timeout/i.test(message)) return 'o servidor não respondeu a tempo';
  return message || 'erro desconhecido';
}

/** The line that says where the server really listens (PORT=0 picks a free port, HOST may be any interface). */
/** Said once at start when the demo mode is on (DEMO_MODE; the default outside NODE_ENV=production). */
export function demoLine(config: Config): string | null {
  if (!config.demoMode) return null;
  return (
    'Modo de demonstração (DEMO_MODE): partidas reapresentadas e pagamentos simulados (sandbox), nenhum dinheiro é cobrado. ' +
    'Para publicar: NODE_ENV=production com as configurações que o README pede.'
  );
}

/** What plays the live scores, said once at start (issue 35 point 6: what is live). */
export function liveLine(config: Pick<Config, 'LIVE_PROVIDER' | 'LIVE_SPEED'>): string {
  if (config.LIVE_PROVIDER === 'api-football') return 'Ao vivo: placares da API-Football (LIVE_PROVIDER=api-football).';
  if (config.LIVE_PROVIDER === 'off')
    return 'Ao vivo: desligado (LIVE_PROVIDER=off); os placares mudam só com os arquivos de dados.';
  const speed = config.LIVE_SPEED === 1 ? 'em tempo real' : `${config.LIVE_SPEED}x mais rápido (LIVE_SPEED)`;
  return `Ao vivo: as partidas de hoje são reapresentadas com os lances reais, ${speed} (LIVE_PROVIDER=replay).`;
}

export function listeningLine(config: Config, address: AddressInfo, databaseKind: string): string {
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = address.family === 'IPv6' && !everywhere ? `[${address.address}]` : address.address;
  const local = everywhere ? `http://localhost:${address.port}` : `http://${host}:${address.port}`;
  const where = everywhere ? `${local} (todas as interfaces, ${address.address}:${address.port})` : local;
  const publicUrl = config.publicUrlConfigured ? `; endereço público ${config.PUBLIC_URL}` : '';
  return `${config.PRODUCT_NAME} rodando em ${where}${publicUrl} (banco: ${databaseKind})`;
}
