// The Node version the README names (package.json engines) must satisfy every dependency, dev tools
// included, so `npm ci` on that Node prints no EBADENGINE warning and nothing breaks at run time.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { expect, test } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

test('the README names the same Node as package.json engines', () => {
  const minimum = minVersion(pkg.engines.node)!.version.replace(/\.0$/, '');
  expect(readFileSync('README.md', 'utf8')).toContain(`Node.js ${minimum} or newer`);
});

// (An optional platform package that wants another Node is skipped without a warning.)
type Locked = { version?: string; dev?: boolean; optional?: boolean; engines?: { node?: string } };
const installed = Object.entries(lock.packages as Record<string, Locked>).filter(([name]) =>
  name.startsWith('node_modules/'),
);

test('every dependency, dev tools included, runs on the oldest Node that package.json engines allows', () => {
  const oldest = minVersion(pkg.engines.node)!.version;
  expect(installed.filter(([, info]) => info.dev).length).toBeGreaterThan(50);
  const incompatible = installed
    .filter(([, info]) => !info.optional)
    .filter(([, info]) => typeof info.engines?.node === 'string')
    .filter(([, info]) => !satisfies(oldest, info.engines!.node!, { includePrerelease: true }))
    .map(([name, info]) => `${name.replace(/^.*node_modules\//, '')} (${info.engines!.node})`);
  expect(incompatible).toEqual([]);
});

test('TanStack Query and its persist packages share one query-core (one QueryClient type)', () => {
  const versions = installed
    .filter(([name]) => name.endsWith('node_modules/@tanstack/query-core'))
    .map(([, info]) => info.version);
  expect(versions).toHaveLength(1);
});
