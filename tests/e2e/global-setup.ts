// End-to-end tests run against the production build, served the way `npm start` serves it.
// @ts-expect-error plain ESM script without types
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';

export default function setup() {
  ensureServerBuilt({ quiet: true });
  ensureClientBuilt({ quiet: true });
}
