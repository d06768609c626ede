// @vitest-environment node
// A service refuses by meaning (src/server/domain-errors.ts); the error plugin alone picks the status
// (STATUS_OF_MEANING) and answers { message } with any extra fields, as routes' HttpErrors do.
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import * as refusals from '@server/domain-errors';
import { DomainError, isRefusal, type Meaning } from '@server/domain-errors';
import { registerErrorHandling, STATUS_OF_MEANING } from '@server/plugins/errors';

const MEANINGS = Object.keys(STATUS_OF_MEANING) as Meaning[];

/** A tiny app whose one route calls a "service" that throws what it is given. */
function appThrowing(make: () => unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const service = async () => {
    throw make();
  };
  app.get('/', async () => service());
  return app;
}

describe('domain errors', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  test('every meaning has an error status, and every helper builds its own meaning', () => {
    for (const meaning of MEANINGS) {
      expect(STATUS_OF_MEANING[meaning]).toBeGreaterThanOrEqual(400);
      expect(STATUS_OF_MEANING[meaning]).toBeLessThan(600);
    }
    const statuses = MEANINGS.map((meaning) => STATUS_OF_MEANING[meaning]);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(STATUS_OF_MEANING).toMatchObject({ invalid: 400, not_found: 404, conflict: 409, forbidden: 403 });

    const helpers = Object.entries(refusals).filter(
      ([name, value]) => typeof value === 'function' && !['DomainError', 'isRefusal'].includes(name),
    ) as [string, (message: string) => DomainError][];
    expect(helpers.map(([, make]) => make('x').meaning).sort()).toEqual([...MEANINGS].sort());
  });

  test('isRefusal tells a refusal of a given meaning from other errors', () => {
    const missing = refusals.notFound('Partida não encontrada.');
    expect(isRefusal(missing)).toBe(true);
    expect(isRefusal(missing, 'not_found')).toBe(true);
    expect(isRefusal(missing, 'invalid', 'not_found')).toBe(true);
    expect(isRefusal(missing, 'conflict')).toBe(false);
    expect(isRefusal(new Error('boom'), 'not_found')).toBe(false);
  });

  test.each(MEANINGS)('a service refusing as %s reaches the client as { message } with its status', async (meaning) => {
    const app = appThrowing(() => new DomainError(meaning, 'Não foi possível fazer isso agora.'));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(STATUS_OF_MEANING[meaning]);
    expect(response.json()).toEqual({ message: 'Não foi possível fazer isso agora.' });
  });

  test('extra fields travel next to the message (the follow limit tells where to upgrade)', async () => {
    const app = appThrowing(() => refusals.forbidden('Limite de times seguidos atingido.', { upgradeUrl: '/plans' }));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Limite de times seguidos atingido.', upgradeUrl: '/plans' });
  });

  test('an error that is not a refusal still answers 500 with the generic message, never its own', async () => {
    const app = appThrowing(() => new Error('relation "users" does not exist'));
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
  });
});
