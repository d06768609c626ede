// Lint, including the import directions of ARCHITECTURE.md:
// - src/shared imports nothing of ours; app, sw and server import shared, never each other;
// - a client feature never imports another feature (routes and layout compose them).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = (() => {
  try {
    return readdirSync('src/app/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const layer = (name) => [`@${name}/*`, `**/src/${name}/**`, ...(name === 'sw' ? ['**/sw/**'] : [])];
const forbid = (layers, message, extra = {}) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: layers.flatMap(layer), message }], ...extra }],
});
// The classic zod build is ~60 kB in the main bundle; the client validates search params with zod/mini
// and uses the shared schemas' types only.
const clientZod = {
  paths: [
    {
      name: 'zod',
      message: "In the client use 'zod/mini' (types from 'zod' with import type).",
      allowTypeImports: true,
    },
    ...['@shared/football', '@shared/auth', '@shared/live-schemas', '@shared/predictions'].map((name) => ({
      name,
      message: `${name} builds zod schemas: the client imports its types only (constants live in zod-free modules).`,
      allowTypeImports: true,
    })),
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/app/routeTree.gen.ts', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/shared/**'], rules: forbid(['app', 'server', 'sw'], 'src/shared imports nothing of ours.') },
  { files: ['src/app/**'], rules: forbid(['server', 'sw'], 'The app imports shared, never server or sw.', clientZod) },
  { files: ['src/server/**'], rules: forbid(['app', 'sw'], 'The server imports shared, never app or sw.') },
  {
    files: ['sw/**'],
    rules: forbid(['app', 'server'], 'The service worker imports shared, never app or server.', clientZod),
  },
  ...features.map((feature) => ({
    files: [`src/app/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: layer('server').concat(layer('sw')), message: 'The app imports shared, never server or sw.' },
            // (only when there are other features: an empty group is invalid)
            ...(features.length > 1
              ? [
                  {
                    group: features
                      .filter((other) => other !== feature)
                      .flatMap((other) => [
                        `@app/features/${other}`,
                        `@app/features/${other}/**`,
                        `**/features/${other}`,
                        `**/features/${other}/**`,
                      ]),
                    message: 'A feature never imports another feature; compose them in routes or layout.',
                  },
                ]
              : []),
          ],
          ...clientZod,
        },
      ],
    },
  })),
  {
    files: ['src/server/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/repo', '**/repo.ts'], message: 'Server routes call services; only services call repos.' },
            ...[{ group: layer('app').concat(layer('sw')), message: 'The server imports shared, never app or sw.' }],
          ],
        },
      ],
    },
  },
);
