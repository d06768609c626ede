// `npm run admin:create -- --email E --username U`: builds the server if stale, then runs the command.
import path from 'node:path';
import { ensureServerBuilt } from './build-if-stale.mjs';

ensureServerBuilt({ quiet: true });
await import(path.resolve('dist/server/admin-create.js'));
