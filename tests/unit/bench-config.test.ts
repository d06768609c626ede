// Each benchmark's server starts from a fixed environment; production's checks grow (issue 34
// point 5: bench:live stopped at start when PUBLIC_URL and DEMO_MODE became required). Loading the
// same environments here fails the suite instead of the next benchmark run.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { liveBenchEnv, notifyBenchEnv } from '../bench/server-config';

describe('benchmark server settings', () => {
  it.each([
    ['bench:live', liveBenchEnv],
    ['bench:notify', notifyBenchEnv],
  ])('%s starts in production mode', (_name, env) => {
    const config = loadConfig(env, 'bench');
    expect(config.NODE_ENV).toBe('production');
    expect(config.LOG_LEVEL).toBe('silent');
  });
});
