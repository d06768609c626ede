// Before the integration suite: say once, at the top of the run, whether its PostgreSQL and Redis
// half runs. Without TEST_DATABASE_URL / TEST_REDIS_URL those tests skip (PGlite and memory only);
// under CI a missing one fails the run instead. One that is set but does not answer fails at once,
// instead of as a connection error in every file.
import pg from 'pg';
import { createClient } from 'redis';

const CONNECT_MS = 5000;

async function postgresAnswers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(url: string): Promise<string | undefined> {
  // No reconnection: one refusal is the answer.
  const client = createClient({ url, socket: { connectTimeout: CONNECT_MS, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

const servers = [
  { name: 'PostgreSQL', variable: 'TEST_DATABASE_URL', answers: postgresAnswers },
  { name: 'Redis', variable: 'TEST_REDIS_URL', answers: redisAnswers },
] as const;

export async function checkTestServers(): Promise<void> {
  for (const { name, variable, answers } of servers) {
    const url = process.env[variable];
    if (!url) {
      if (process.env.CI) throw new Error(`${variable} is required in CI: the ${name} tests must not be skipped.`);
      console.warn(`⚠️  ${name} tests skipped: ${variable} is not set (see tests/support/database.ts).`);
      continue;
    }
    const problem = await answers(url);
    if (problem) {
      const where = new URL(url).host;
      throw new Error(`${variable} is set but ${name} at ${where} does not answer (${problem}): start it or unset it.`);
    }
    console.info(`${name} tests run against ${new URL(url).host}.`);
  }
}
