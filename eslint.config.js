// Lint, including the import rules of docs/ARCHITECTURE.md, checked on RESOLVED paths (a relative
// '../../server/x' is caught as surely as '@server/x'), by import-x with the TypeScript resolver:
// - src/shared imports nothing of ours; app, sw and server import shared, never each other;
// - a client feature never imports another feature (routes and layout compose them), and outside
//   its folder a feature is imported through its index.ts only;
// - server routes never import repos, repos never import services or routes, services never routes;
// - a server module reaches another through its services: never its repo.ts files, never its routes;
// - module code other than routes never sees the request (no FastifyRequest/Reply, no plugins/session):
//   routes pass the admin services an Actor (actorOf);
// - SQL (drizzle-orm, the schema, the pg drivers) only in repo.ts files and src/server/db/;
// - no import cycles.
// tests/unit/lint-rules.test.ts proves each rule fails on a deliberate violation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

/** The folders directly under `dir` (relative to the root). */
const foldersOf = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const features = foldersOf('src/app/features');
const serverModules = foldersOf('src/server/modules');

/** The layers and what each may not import (zones of import-x/no-restricted-paths, paths from the root). */
const LAYERS = {
  shared: { path: './src/shared', forbidden: ['./src/app', './src/server', './sw'] },
  app: { path: './src/app', forbidden: ['./src/server', './sw'] },
  server: { path: './src/server', forbidden: ['./src/app', './sw'] },
  sw: { path: './sw', forbidden: ['./src/app', './src/server'] },
};
const layerZones = Object.entries(LAYERS).map(([name, layer]) => ({
  target: layer.path,
  from: layer.forbidden,
  message:
    name === 'shared'
      ? 'src/shared imports nothing of ours.'
      : `The ${name === 'sw' ? 'service worker' : name} imports shared, never ${layer.forbidden
          .map((p) => p.replace('./src/', '').replace('./', ''))
          .join(' or ')}.`,
}));
const featureZones = features.map((feature) => ({
  target: `./src/app/features/${feature}`,
  from: './src/app/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; compose them in routes or layout.',
}));
/** Route files: routes.ts, and a module's extra route plugins named *-routes.ts. */
const ROUTE_FILES = ['**/routes.ts', '**/*-routes.ts'];
/** Services, repos and helpers throw DomainErrors (src/server/domain-errors.ts); statuses are for routes. */
const httpErrorOnlyInRoutes = {
  group: ['**/plugins/errors'],
  importNames: ['HttpError'],
  message:
    "Throw a DomainError by meaning (notFound, conflict... from 'domain-errors'); only routes and plugins use HttpError.",
};
const serverZones = [
  {
    target: ROUTE_FILES.map((glob) => `./src/server/${glob}`),
    from: './src/server/**/repo.ts',
    message: 'Server routes call services; only services call repos.',
  },
  {
    target: './src/server/**/repo.ts',
    from: ['./src/server/**/service.ts', './src/server/**/routes.ts'],
    message: 'Repos are called by services; they never import services or routes.',
  },
  {
    target: './src/server/**/service.ts',
    from: './src/server/**/routes.ts',
    message: 'Services never import routes (HTTP stays in routes).',
  },
  {
    // Every server file but src/server/db/** and the repo.ts files.
    target: ['./src/server/*.ts', './src/server/!(db)/**/!(repo).ts'],
    from: [
      './src/server/db/schema',
      './node_modules/drizzle-orm',
      './node_modules/pg',
      './node_modules/@types/pg',
      './node_modules/@electric-sql/pglite',
    ],
    message: 'SQL lives in repo.ts files and src/server/db/ only.',
  },
  {
    target: './src/server/modules/**/!(routes|*-routes).ts',
    from: './src/server/plugins/session.ts',
    message: 'Only routes read the session; services take an Actor (actorOf(request) in the route).',
  },
];
// Per module: another module's repos and routes are off limits (its services and helpers are not).
const moduleZones = serverModules.flatMap((name) => {
  const others = serverModules.filter((other) => other !== name);
  if (others.length === 0) return [];
  return [
    {
      target: `./src/server/modules/${name}`,
      from: others.map((other) => `./src/server/modules/${other}/**/repo.ts`),
      message: "A module calls another module's service, never its repo.",
    },
    {
      target: `./src/server/modules/${name}`,
      from: others.flatMap((other) => ROUTE_FILES.map((glob) => `./src/server/modules/${other}/${glob}`)),
      message: "Routes never import another module's routes; shared HTTP helpers live in src/server/plugins/.",
    },
  ];
});

// The classic zod build is ~60 kB in the main bundle; the client validates search params with zod/mini
// and uses the shared schemas' types only. The modules that build zod schemas are found, not listed:
// by the naming of src/shared (docs/ARCHITECTURE.md) they are `<domain>.ts`, never `-rules`/`-labels`.
const zodSchemaModules = (() => {
  try {
    const dir = path.join(root, 'src/shared');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && /from 'zod'/.test(readFileSync(path.join(dir, name), 'utf8')))
      .map((name) => `@shared/${name.slice(0, -'.ts'.length)}`);
  } catch {
    return [];
  }
})();
const clientZod = {
  paths: [
    {
      name: 'zod',
      message: "In the client use 'zod/mini' (types from 'zod' with import type).",
      allowTypeImports: true,
    },
    ...zodSchemaModules.map((name) => ({
      name,
      message: `${name} builds zod schemas: the client imports its types only (constants live in zod-free modules).`,
      allowTypeImports: true,
    })),
  ],
};

const QUERY_KEY_LITERAL =
  "A query key comes from its feature's key factory or queryOptions in api.ts (matchKeys.detail(id)), never a literal.";
/** QueryClient methods that take a key as their first argument. */
const QUERY_CLIENT_KEY_METHODS =
  '/^(getQueryData|setQueryData|getQueryState|getQueriesData|setQueriesData|ensureQueryData|fetchQuery|prefetchQuery|invalidateQueries|refetchQueries|cancelQueries|removeQueries|resetQueries|isFetching)$/';

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
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (no-cycle follows them), resolve with tsconfig paths.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'tsconfig.json'), path.join(root, 'sw/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...featureZones, ...serverZones, ...moduleZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/app/**', 'sw/**'], rules: { 'no-restricted-imports': ['error', clientZod] } },
  {
    // HTTP stays in routes: services get plain values (an Actor, a body, a logger), never the request.
    files: ['src/server/modules/**/*.ts'],
    ignores: ROUTE_FILES.map((glob) => `src/server/modules/${glob}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Only routes see the request and reply; pass the service an Actor (actorOf) or plain values.',
            },
          ],
          patterns: [httpErrorOnlyInRoutes],
        },
      ],
    },
  },
  {
    // The rest of the server (CLI, jobs, start-up) refuses by meaning too; plugins answer HTTP.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/**', 'src/server/plugins/**', ...ROUTE_FILES.map((glob) => `src/server/${glob}`)],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpErrorOnlyInRoutes] }] },
  },
  {
    // Query keys are written once, in each feature's api.ts (its <name>Keys factory and queryOptions):
    // a literal elsewhere drifts from the factory (the persisted cache's allow-list
    // reads their roots) — issue 37, record 0119.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/features/*/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: QUERY_KEY_LITERAL },
        {
          selector: `CallExpression[callee.property.name=${QUERY_CLIENT_KEY_METHODS}] > ArrayExpression.arguments`,
          message: QUERY_KEY_LITERAL,
        },
      ],
    },
  },
  {
    // Outside its folder a feature is imported through its index.ts only. Dynamic import() is not
    // checked: a piece loaded on demand names its own module (a barrel cannot be split).
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...clientZod,
          patterns: [
            {
              regex: '(^|/)features/[^/]+/.',
              message: "Import a feature through its index ('@app/features/<name>'), not its files.",
            },
          ],
        },
      ],
    },
  },
);
