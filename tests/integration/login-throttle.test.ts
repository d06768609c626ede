// Issue 9 point 4: wrong passwords slow the (account, address) that makes them, with growing delays,
// so an attacker cannot lock the owner out. The real service on a real database, with its clock
// moved by the test over two simulated hours.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authRepo } from '@server/modules/auth/repo';
import { createAuthService, type AuthService, type AuthServiceOptions } from '@server/modules/auth/service';
import { sessions } from '@server/db/schema';
import { createMailer } from '@server/modules/email/mailer';
import { emailRepo } from '@server/modules/email/repo';
import { LOGIN_THROTTLE } from '@server/modules/auth/limiter';
import { DomainError } from '@server/domain-errors';
import { STATUS_OF_MEANING } from '@server/plugins/errors';
import { verifyPassword } from '@server/modules/auth/passwords';
import { connectSharedState, localState, type SharedState } from '@server/plugins/shared-state';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';

const PASSWORD = 'segredo123';
const MINUTE = 60_000;

const redisUrl = process.env.TEST_REDIS_URL;
/** Where the counts live: this process's memory, and Redis (several processes) when the test has one. */
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = databaseKinds().flatMap((kind) => stores.map((store) => [kind, store] as const));

describe.each(cases)('login throttle on %s, counts in %s', (kind, store) => {
  let database: TestDatabase;
  let service: AuthService;
  let shared: SharedState;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  /** Password checks the service ran (the counting verifier below). */
  let verifications = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const log = Fastify({ logger: false }).log;
    shared =
      store === 'redis'
        ? await connectSharedState(redisUrl!, log, `test-throttle-${Date.now().toString(36)}-${kind}:`)
        : localState();
    service = createAuthService({ ...options(), throttleStore: shared.throttleStore });
  });

  function options(): AuthServiceOptions {
    const log = Fastify({ logger: false }).log;
    return {
      verifyPassword: (hash, password) => {
        verifications += 1;
        return verifyPassword(hash, password);
      },
      repo: authRepo(database.database.db),
      mailer: createMailer({ db: database.database.db, from: 'x <x@x.test>', log, publicUrl: 'http://localhost:3000' }),
      log,
      publicUrl: 'http://localhost:3000',
      productName: 'FutDados',
      emailVerification: false,
      adminEmails: [],
      sessionDays: 30,
      now: () => new Date(clock),
    };
  }
  afterAll(async () => {
    await service.drain();
    await shared?.close();
    await database.drop();
  });

  /** The login's outcome: 200, or the refusal's status (as the API answers it) and message. */
  async function attempt(email: string, password: string, ip: string, through = service) {
    try {
      await through.login({ email, password }, { ip });
      return { status: 200, message: '' };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { status: STATUS_OF_MEANING[error.meaning], message: error.message, errorType: error.extra.errorType };
    }
  }

  async function register(username: string) {
    await service.register({ username, email: `${username}@exemplo.test`, password: PASSWORD }, { ip: '10.0.0.1' });
    return `${username}@exemplo.test`;
  }

  test('one wrong password every 3 minutes for two hours slows the attacker and never the owner', async () => {
    const email = await register('alvo');
    expect((await attempt(email, PASSWORD, '198.51.100.10')).status).toBe(200); // the owner's address
    const outcomes: number[] = [];
    for (let minute = 0; minute < 120; minute += 3) {
      clock += 3 * MINUTE;
      outcomes.push((await attempt(email, 'errada123', '203.0.113.66')).status);
      if (minute % 9 === 0) expect((await attempt(email, PASSWORD, '198.51.100.10')).status, `min ${minute}`).toBe(200);
    }
    const guesses = outcomes.filter((status) => status === 401).length;
    // 40 tries: the first ones are answered, then the delay outgrows 3 minutes and most are refused.
    expect(outcomes.slice(0, LOGIN_THROTTLE.pairFree)).toEqual(Array(LOGIN_THROTTLE.pairFree).fill(401));
    expect(outcomes).toContain(429);
    expect(guesses).toBeLessThan(25);
    // Even the right password waits, from the attacker's address, and the wait is up to 15 minutes.
    const refused = await attempt(email, PASSWORD, '203.0.113.66');
    expect(refused).toMatchObject({ status: 429, errorType: 'rate_limited' });
    expect(refused.message).toMatch(/^Muitas tentativas de login\. Aguarde \d+ minutos? e tente novamente\.$/);
    // The owner still signs in from their address.
    expect((await attempt(email, PASSWORD, '198.51.100.10')).status).toBe(200);
  });

  test('many addresses against one account slow new addresses, not the ones the owner uses', async () => {
    const email = await register('distribuido');
    expect((await attempt(email, PASSWORD, '198.51.100.20')).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.accountFree; i++) {
      expect((await attempt(email, 'errada123', `203.0.113.${i + 1}`)).status).toBe(401);
    }
    expect((await attempt(email, PASSWORD, '192.0.2.77')).status).toBe(429);
    expect((await attempt(email, PASSWORD, '198.51.100.20')).status).toBe(200);
    // Slowed, not locked: after the delay a new address gets its turn.
    clock += 2_000;
    expect((await attempt(email, PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  // Issue 33 point 2: the attacker's failures from many addresses slowed every new address of the
  // owner, and a reset did not help. The reset (proof of the mailbox) clears the account's counts and
  // makes its address known, so the owner there is never slowed again by failures from elsewhere.
  test('a password reset lets the owner in from a new address, however the attacker goes on', async () => {
    const email = await register('resetada');
    const fail = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) await attempt(email, 'errada123', `203.0.114.${i + 1}`);
    };
    await fail(0, LOGIN_THROTTLE.accountFree + 2);
    expect((await attempt(email, PASSWORD, '192.0.2.88')).status).toBe(429);

    service.requestReset(email);
    await service.drain();
    const [mail] = await emailRepo(database.database.db).listTo(email);
    const token = /access_token=([^&]+)/.exec(mail.links[0])![1];
    await service.confirmReset(token, 'novasenha1', { ip: '192.0.2.88' });
    // The counts start again: even another new address is not slowed.
    expect((await attempt(email, 'novasenha1', '192.0.2.99')).status).toBe(200);
    await fail(100, LOGIN_THROTTLE.accountFree + 10);
    expect((await attempt(email, 'novasenha1', '192.0.2.88')).status).toBe(200);
  });

  test('an unknown account is throttled like a real one (the throttle reveals nothing)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.pairFree + 1; i++)
      statuses.push((await attempt('fantasma@exemplo.test', 'errada123', '203.0.113.200')).status);
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.pairFree).fill(401), 429]);
  });

  test('80 parallel wrong passwords from one address check at most the allowed 5 (counted before checking)', async () => {
    const email = await register('paralelo');
    verifications = 0;
    const outcomes = await Promise.all(Array.from({ length: 80 }, () => attempt(email, 'errada123', '203.0.113.150')));
    expect(verifications).toBe(LOGIN_THROTTLE.pairFree);
    expect(outcomes.filter((outcome) => outcome.status === 401)).toHaveLength(LOGIN_THROTTLE.pairFree);
    expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(80 - LOGIN_THROTTLE.pairFree);
  });

  test('80 parallel guesses spread over many addresses check at most the account allowance', async () => {
    const email = await register('espalhado');
    verifications = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 80 }, (_, i) => attempt(email, 'errada123', `198.18.${i >> 8}.${i & 255}`)),
    );
    expect(verifications).toBe(LOGIN_THROTTLE.accountFree);
    expect(outcomes.filter((outcome) => outcome.status === 401)).toHaveLength(LOGIN_THROTTLE.accountFree);
  });

  test('made-up names from one address slow that address, never an account that signed in from it before', async () => {
    const regular = await register('frequente');
    const newcomer = await register('novata');
    const shop = '192.0.2.200'; // a café's address, or every user behind a proxy without TRUST_PROXY
    expect((await attempt(regular, PASSWORD, shop)).status).toBe(200);
    await database.database.db.delete(sessions); // she signed out since
    for (let i = 0; i < 40; i++) await attempt(`inventado${i}@exemplo.test`, 'errada123', shop);
    // Known there: signs in, however many names were tried.
    expect((await attempt(regular, PASSWORD, shop)).status).toBe(200);
    // Never signed in from there: slowed like the guesser, until the delay passes.
    expect((await attempt(newcomer, PASSWORD, shop)).status).toBe(429);

    // The known pair is kept in the database: a restarted server (counts in a fresh memory) knows it too.
    const restarted = createAuthService({ ...options(), throttleStore: localState().throttleStore });
    for (let i = 0; i < 40; i++) await attempt(`outro${i}@exemplo.test`, 'errada123', shop, restarted);
    expect((await attempt(regular, PASSWORD, shop, restarted)).status).toBe(200);
    expect((await attempt(newcomer, PASSWORD, shop, restarted)).status).toBe(429);
  });
});
