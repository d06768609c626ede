// The Node version the README names (package.json engines) must satisfy every production dependency,
// so `npm ci` on that Node prints no EBADENGINE warning and nothing breaks at run time.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { expect, test } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

test('the README names the same Node as package.json engines', () => {
  const minimum = minVersion(pkg.engines.node)!.version.replace(/\.0$/, '');
  expect(readFileSync('README.md', 'utf8')).toContain(`Node.js ${minimum} or newer`);
});

test('every production dependency runs on the oldest Node that package.json engines allows', () => {
  const oldest = minVersion(pkg.engines.node)!.version;
  const packages = Object.entries(lock.packages as Record<string, { dev?: boolean; engines?: { node?: string } }>);
  const production = packages.filter(([name, info]) => name.startsWith('node_modules/') && !info.dev);
  expect(production.length).toBeGreaterThan(50);
  const incompatible = production
    .filter(([, info]) => typeof info.engines?.node === 'string')
    .filter(([, info]) => !satisfies(oldest, info.engines!.node!, { includePrerelease: true }))
    .map(([name, info]) => `${name.replace(/^.*node_modules\//, '')} (${info.engines!.node})`);
  expect(incompatible).toEqual([]);
});
