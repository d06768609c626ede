// End-to-end tests run against the production build, served the way `npm start` serves it.
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';

import { prepareSeededTemplate } from './harness';

export default async function setup() {
  ensureServerBuilt({ quiet: true });
  ensureClientBuilt({ quiet: true });
  // One import of the football data for the whole run; each test server copies the result.
  await prepareSeededTemplate();
}
