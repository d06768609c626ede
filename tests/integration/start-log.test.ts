// Issue 35 point 6: the start log is for people. Listening on every interface (HOST=0.0.0.0, the
// default), Fastify printed one English "Server listening at" line per interface next to the app's
// own Portuguese line: three addresses for one server. A clean start names the address once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

test('the predictions backtest is one summary line at start, not one per season', { timeout: 300_000 }, async () => {
  // An empty data folder: the first start imports the data and computes the whole backtest.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-start-log-'));
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  try {
    await eventually(() => server.output(), 240_000).toContain('Backtest das previsões:');
    const lines = server.output().split('\n');
    const backtest = lines.filter((line) => line.includes('Backtest'));
    expect(backtest).toHaveLength(1);
    expect(backtest[0]).toMatch(/Backtest das previsões: \d+ jogos em \d+ temporadas, [\d.]+ s \(\d+ ajustes/);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
