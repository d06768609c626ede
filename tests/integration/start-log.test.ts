// Issue 35 point 6: the start log is for people. Listening on every interface (HOST=0.0.0.0, the
// default), Fastify printed one English "Server listening at" line per interface next to the app's
// own Portuguese line: three addresses for one server. A clean start names the address once.
import { beforeAll, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/harness';
import { eventually } from '../support/wait';

beforeAll(() => ensureServerBuilt({ quiet: true }), 180_000);

test('a clean start on every interface says where the app is once, in Portuguese', { timeout: 180_000 }, async () => {
  const server = await startServer({ env: { LOG_LEVEL: 'info', HOST: '0.0.0.0' } });
  try {
    await eventually(() => server.output()).toContain('FutDados rodando em');
    const output = server.output();
    expect(output).not.toContain('Server listening');
    expect(output).toContain(`FutDados rodando em http://localhost:${server.port} (todas as interfaces`);
    expect(output).toContain('Ao vivo: as partidas de hoje são reapresentadas com os lances reais, em tempo real');
    const addresses = output.split('\n').filter((line) => line.includes(`:${server.port}`));
    expect(addresses).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
