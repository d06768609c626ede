// Builds the server and the client only when their inputs changed since the last build.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_INPUTS = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json', 'tsconfig.json'];
const CLIENT_INPUTS = [
  'src/app',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((dirent) => files(path.join(entry, dirent.name)));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

const BUILD_NAMES = { client: 'o aplicativo', ssr: 'a renderização no servidor', server: 'o servidor' };

function buildIfStale(name, inputs, output, command, quiet) {
  const stamp = path.join('dist', `.${name}-build`);
  const current = fingerprint(inputs);
  if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) return;
  if (!quiet) console.log(`Compilando ${BUILD_NAMES[name]}...`);
  execSync(command, {
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  mkdirSync('dist', { recursive: true });
  writeFileSync(stamp, current);
}

export function ensureServerBuilt({ quiet = false } = {}) {
  buildIfStale('server', SERVER_INPUTS, 'dist/server/main.js', 'node scripts/build-server.mjs', quiet);
}

export function ensureClientBuilt({ quiet = false } = {}) {
  buildIfStale('client', CLIENT_INPUTS, 'dist/client/index.html', 'npx vite build --logLevel warn', quiet);
  // The server-render bundle (src/app/entry-server.tsx) of the same app code.
  buildIfStale(
    'ssr',
    CLIENT_INPUTS,
    'dist/ssr/entry-server.js',
    'npx vite build --ssr src/app/entry-server.tsx --logLevel warn',
    quiet,
  );
}
