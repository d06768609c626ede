// End-to-end tests run against the production build, served the way `npm start` serves it.
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';

import { rmSync } from 'node:fs';
import { SEEDED_TEMPLATE_DIR, startServer } from './harness';

export default async function setup() {
  ensureServerBuilt({ quiet: true });
  ensureClientBuilt({ quiet: true });
  // One import of the football data for the whole run; each test server copies the result.
  rmSync(SEEDED_TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer({ dataDir: SEEDED_TEMPLATE_DIR });
  await server.stop();
}
