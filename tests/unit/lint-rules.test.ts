// @vitest-environment node
// The architecture's import rules are enforced by ESLint (eslint.config.js) on resolved paths: each
// rule reports a deliberate violation, by alias and by relative path, and accepts the allowed form.
// Zones share one rule id, so the server's rules are told apart by their messages.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Rule ids reported for `code` as if it were the file at `file` (relative to the root). */
async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

/** The messages for `code` at `file`: several rules share import-x/no-restricted-paths, each zone its own message. */
async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.message.replace(/^Unexpected path "[^"]+" imported in restricted zone\. /, ''));
}

const ROUTES_CALL_SERVICES = 'Server routes call services; only services call repos.';
const NOT_ANOTHER_REPO = "A module calls another module's service, never its repo.";
const NOT_ANOTHER_ROUTES =
  "Routes never import another module's routes; shared HTTP helpers live in src/server/plugins/.";
const ONLY_ROUTES_READ_THE_SESSION =
  'Only routes read the session; services take an Actor (actorOf(request) in the route).';

// The first lint loads the TypeScript resolver and parser.
describe('import rules of the architecture', { timeout: 60_000 }, () => {
  test('the app never imports the server or the service worker, by alias or relative path', async () => {
    const file = 'src/app/features/search/fixture.ts';
    expect(await rulesFor(file, "import '@server/app';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor(file, "import '../../../server/app';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor('src/app/lib/fixture.ts', "import '../../../sw/precache';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFor(file, "import '@shared/datetime';")).toEqual([]);
  });

  test('shared imports nothing of ours; server and sw keep to their side', async () => {
    expect(await rulesFor('src/shared/fixture.ts', "import '../app/lib/api';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFor('src/shared/fixture.ts', "import '@server/config';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFor('src/server/fixture.ts', "import '../app/lib/api';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFor('sw/fixture.ts', "import '../src/server/config';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor('sw/fixture.ts', "import '../src/shared/datetime';")).toEqual([]);
  });

  test('a feature never imports another feature, but may import its own files', async () => {
    const file = 'src/app/features/search/fixture.ts';
    expect(await rulesFor(file, "import '../football/api';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor(file, "import '@app/features/football/api';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor(file, "import './api';")).toEqual([]);
    // Routes compose features.
    expect(await rulesFor('src/app/routes/fixture.ts', "import '../features/football';")).toEqual([]);
  });

  test('outside its folder a feature is imported through its index only (a lazy import() names its module)', async () => {
    const route = 'src/app/routes/fixture.ts';
    expect(await rulesFor(route, "import '@app/features/football';")).toEqual([]);
    expect(
      await rulesFor(route, "import { MatchPage } from '@app/features/football/pages/match-page'; void MatchPage;"),
    ).toEqual(['no-restricted-imports']);
    expect(await rulesFor(route, "import '../features/football/api';")).toEqual(['no-restricted-imports']);
    expect(
      await rulesFor(
        'src/app/layout/fixture.ts',
        "import type { FootballSlots } from '@app/features/football/slots'; export type T = FootballSlots;",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesFor(
        'src/app/layout/fixture.ts',
        "export const load = () => import('@app/features/search/components/search-dialog');",
      ),
    ).toEqual([]);
    // Inside the feature its own files are imported directly.
    expect(await rulesFor('src/app/features/football/fixture.ts', "import './api';")).toEqual([]);
  });

  test('server routes call services, never repos; repos never import services', async () => {
    expect(await rulesFor('src/server/modules/football/routes.ts', "import './repo';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // (Also another module's repo.)
    expect(await messagesFor('src/server/modules/search/routes.ts', "import '@server/modules/football/repo';")).toEqual(
      [ROUTES_CALL_SERVICES, NOT_ANOTHER_REPO],
    );
    // A module's extra route plugins (*-routes.ts) are routes too.
    expect(await messagesFor('src/server/modules/admin/content-routes.ts', "import './repo';")).toEqual([
      ROUTES_CALL_SERVICES,
    ]);
    // (Also a cycle: the service imports the repo.)
    expect(await rulesFor('src/server/modules/football/repo.ts', "import './service';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFor('src/server/modules/football/routes.ts', "import './service';")).toEqual([]);
  });

  test('a module reaches another through its services: never its repos, never its routes', async () => {
    const service = 'src/server/modules/admin/service.ts';
    expect(await messagesFor(service, "import '../billing/repo';")).toEqual([NOT_ANOTHER_REPO]);
    expect(await messagesFor(service, "import '@server/modules/billing/sandbox/repo';")).toEqual([NOT_ANOTHER_REPO]);
    expect(await rulesFor(service, "import '../billing/plans';")).toEqual([]);
    // Its own repos, nested ones included.
    expect(await rulesFor(service, "import './repo';")).toEqual([]);
    expect(await rulesFor('src/server/modules/admin/content.ts', "import './broadcasts/repo';")).toEqual([]);

    const routes = 'src/server/modules/search/routes.ts';
    expect(await messagesFor(routes, "import '../football/routes';")).toEqual([NOT_ANOTHER_ROUTES]);
    expect(await messagesFor(routes, "import '@server/modules/admin/content-routes';")).toEqual([NOT_ANOTHER_ROUTES]);
    expect(await rulesFor(routes, "import '../football/to-match';")).toEqual([]);
    expect(await rulesFor(routes, "import '../../plugins/json-once';")).toEqual([]);
    expect(await rulesFor('src/server/modules/admin/routes.ts', "import './content-routes';")).toEqual([]);
  });

  test('only routes see the request: services take an Actor, not the session or FastifyRequest', async () => {
    for (const service of ['src/server/modules/admin/service.ts', 'src/server/modules/admin/broadcasts/service.ts']) {
      expect(await messagesFor(service, "import '@server/plugins/session';")).toEqual([ONLY_ROUTES_READ_THE_SESSION]);
    }
    expect(await messagesFor('src/server/modules/contact/service.ts', "import '../../plugins/session';")).toEqual([
      ONLY_ROUTES_READ_THE_SESSION,
    ]);
    const service = 'src/server/modules/admin/content.ts';
    const request = "import type { FastifyRequest } from 'fastify'; export type R = FastifyRequest;";
    const reply = "import type { FastifyReply } from 'fastify'; export type R = FastifyReply;";
    expect(await rulesFor(service, request)).toEqual(['no-restricted-imports']);
    expect(await rulesFor(service, reply)).toEqual(['no-restricted-imports']);
    expect(
      await rulesFor(service, "import type { FastifyBaseLogger } from 'fastify'; export type L = FastifyBaseLogger;"),
    ).toEqual([]);
    expect(await rulesFor(service, "import type { Actor } from './actor'; export type A = Actor;")).toEqual([]);
    // Routes build the actor.
    for (const routes of ['src/server/modules/admin/routes.ts', 'src/server/modules/admin/content-routes.ts']) {
      expect(await rulesFor(routes, "import '../../plugins/session';")).toEqual([]);
      expect(await rulesFor(routes, request)).toEqual([]);
    }
  });

  test('SQL only in repo.ts files and src/server/db/', async () => {
    const service = 'src/server/modules/football/service.ts';
    expect(await rulesFor(service, "import 'drizzle-orm';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor(service, "import '../../db/schema';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor(service, "import '@server/db/schema/football';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor('src/server/app.ts', "import 'pg';")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFor('src/server/modules/football/import/repo.ts', "import 'drizzle-orm';")).toEqual([]);
    expect(await rulesFor('src/server/modules/football/repo.ts', "import '../../db/schema';")).toEqual([]);
    expect(await rulesFor('src/server/db/fixture.ts', "import 'drizzle-orm';")).toEqual([]);
  });

  test('the client imports zod/mini, classic zod only for types', async () => {
    const file = 'src/app/features/search/fixture.ts';
    expect(await rulesFor(file, "import { z } from 'zod'; void z;")).toEqual(['no-restricted-imports']);
    expect(await rulesFor(file, "import type { z } from 'zod'; export type T = z.ZodType;")).toEqual([]);
    expect(await rulesFor(file, "import { z } from 'zod/mini'; void z;")).toEqual([]);
    // The shared modules that build zod schemas are found by the rule itself (`<domain>.ts`).
    expect(await rulesFor(file, "import { matchesSyncSchema } from '@shared/live'; void matchesSyncSchema;")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await rulesFor(file, "import type { MatchesSync } from '@shared/live'; export type T = MatchesSync;"),
    ).toEqual([]);
    expect(await rulesFor(file, "import { LIVE_EVENTS } from '@shared/live-rules'; void LIVE_EVENTS;")).toEqual([]);
  });

  test('only routes and plugins use HttpError; services, helpers and the CLI throw domain errors', async () => {
    const useIt = (from: string) => `import { HttpError } from '${from}'; void HttpError;`;
    for (const [file, from] of [
      ['src/server/modules/news/fixture.ts', '../../plugins/errors'],
      ['src/server/modules/news/service.ts', '@server/plugins/errors'],
      ['src/server/cli/fixture.ts', '../plugins/errors'],
    ]) {
      expect(await rulesFor(file!, useIt(from!))).toEqual(['no-restricted-imports']);
    }
    expect(await rulesFor('src/server/modules/news/routes.ts', useIt('../../plugins/errors'))).toEqual([]);
    expect(await rulesFor('src/server/modules/admin/cover-routes.ts', useIt('../../plugins/errors'))).toEqual([]);
    expect(await rulesFor('src/server/plugins/fixture.ts', useIt('./errors'))).toEqual([]);
    // The rest of errors.ts stays open to services (parseInput checks their input).
    const parse = "import { parseInput } from '../../plugins/errors'; void parseInput;";
    expect(await rulesFor('src/server/modules/news/fixture.ts', parse)).toEqual([]);
  });

  test("query keys come from the feature's api.ts: no key literal in pages, hooks or lib", async () => {
    const page = 'src/app/features/football/pages/fixture.tsx';
    // Each snippet runs inside a hook, as the real calls do.
    const inHook = (body: string, imports = '') =>
      `import { useQuery, useQueryClient } from '@tanstack/react-query'; ${imports}\n` +
      `export function useFixture() { void useQuery; const qc = useQueryClient(); ${body} }`;
    for (const body of [
      "return useQuery({ queryKey: ['soccer', 'x'], queryFn: () => qc });",
      "void qc.invalidateQueries({ queryKey: ['ai'] });",
      "qc.setQueryData(['notifications', 'follows'], null);",
      "return qc.getQueryData(['user']);",
      "void qc.cancelQueries({ queryKey: [...['soccer'], 'live'] });",
    ]) {
      expect(await rulesFor(page, inHook(body)), body).toEqual(['no-restricted-syntax']);
    }
    expect(await rulesFor('src/app/lib/fixture.ts', inHook("return qc.getQueryData(['user']);"))).toEqual([
      'no-restricted-syntax',
    ]);
    // The factory's keys are fine anywhere; the literals live in api.ts.
    const factory = "import { matchKeys } from '../api';";
    expect(await rulesFor(page, inHook('void qc.invalidateQueries({ queryKey: matchKeys.all });', factory))).toEqual(
      [],
    );
    expect(await rulesFor(page, inHook("qc.setQueryData(matchKeys.detail('1'), null);", factory))).toEqual([]);
    expect(
      await rulesFor(
        'src/app/features/football/api.ts',
        inHook("return useQuery({ queryKey: ['soccer'], queryFn: () => qc });"),
      ),
    ).toEqual([]);
  });

  describe('no import cycles', () => {
    const dir = path.join(root, 'src/server/lint-fixture-cycle');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test('two modules importing each other are reported', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
      const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'c.ts')]);
      expect(results.map((r) => r.messages.map((m) => m.ruleId))).toEqual([['import-x/no-cycle'], []]);
    });
  });
});
