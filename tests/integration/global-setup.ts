// Done once per run of the integration project, not in every test file (decision 0123).
// @ts-expect-error plain ESM script without types
import { ensureServerBuilt } from '../../scripts/build-if-stale.mjs';
import { prepareSeededTemplate } from '../e2e/harness';
import { prepareDatabaseTemplates } from '../support/database-templates';
import { checkTestServers } from './servers-check';

export default async function setup(): Promise<() => Promise<void>> {
  // First, at the top of the run: whether the PostgreSQL and Redis half runs (decision 0122).
  await checkTestServers();
  // The tests that start the built server as a process (process, start-log) begin from one import
  // of the football data, as the e2e tests do, unless they ask for an empty DATA_DIR.
  ensureServerBuilt({ quiet: true });
  await prepareSeededTemplate();
  return prepareDatabaseTemplates();
}
