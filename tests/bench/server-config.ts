// The settings the benchmark servers start with: a production start (what a deployment runs, with
// its compression, logging and caches), as a public demo on this machine, so that production's
// required settings are met the way an operator would meet them. A unit test loads each of them
// (tests/unit/bench-config.test.ts), so a new required setting breaks the suite, not the bench.
const DAY_MS = 24 * 60 * 60_000;

/** The environment of `npm run bench:live`'s server. */
export const liveBenchEnv: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  DEMO_MODE: 'on',
  PUBLIC_URL: 'http://localhost:3000',
  CLIENT_DIR: 'dist/client',
  // The parent moves the replay's clock itself; the engine's own timer never fires during a run.
  LIVE_TICK_MS: String(DAY_MS),
};

/** The environment of `npm run bench:notify`'s server: pushes go to the parent's local push service. */
export const notifyBenchEnv: NodeJS.ProcessEnv = {
  ...liveBenchEnv,
  PREDICTIONS_REFRESH_MS: '0',
  PUSH_ALLOW_HTTP_ENDPOINTS: 'on',
  PUSH_SERVICE_HOSTS: '127.0.0.1',
};
