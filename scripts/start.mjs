// `npm start`: builds what is missing or stale, then serves the whole app (HTTP + socket.io).
// The settings are checked first, so a bad value fails in a second, not after a build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuilt, ensureServerBuilt } from './build-if-stale.mjs';

ensureServerBuilt();
const check = spawnSync(process.execPath, ['dist/server/main.js', '--check-config'], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);
ensureClientBuilt();
await import(path.resolve('dist/server/main.js'));
