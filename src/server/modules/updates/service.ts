// /updates: the product changelog from CHANGELOG.md (read once, at the first request) merged with
// the entries admins write, newest first; the newest is "Novo" for UPDATE_NEW_DAYS. The admin area
// calls create/update, which validate here (the same rules whatever calls them).
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { compareVersions, isStillNew, type UpdateIcon } from '@shared/updates-rules';
import {
  updateInputSchema,
  updatePatchSchema,
  type UpdateEntry,
  type UpdateInput,
  type UpdateList,
  type UpdatePatch,
} from '@shared/updates';
import type { AdminUpdate } from '@shared/admin-content';
import { parseInput } from '../../plugins/errors';
import { conflict, notFound } from '../../domain-errors';
import { parseChangelog, type ChangelogEntry } from './changelog';
import { updatesRepo, type UpdateRow } from './repo';
import type { Db } from '../../db/client';

export const UPDATE_NOT_FOUND = 'Atualização não encontrada.';

const versionTaken = (version: string) => conflict(`Já existe uma atualização com a versão ${version}.`);

function fromChangelog(entry: ChangelogEntry): Omit<UpdateEntry, 'isNew'> {
  return {
    id: `changelog:${entry.version}`,
    source: 'changelog',
    version: entry.version,
    title: entry.title,
    publishedAt: entry.publishedAt.toISOString(),
    highlights: entry.highlights,
  };
}

function fromRow(row: UpdateRow): Omit<UpdateEntry, 'isNew'> {
  return {
    id: `admin:${row.id}`,
    source: 'admin',
    version: row.version,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    highlights: row.highlights.map((h) => ({ icon: h.icon as UpdateIcon, text: h.text })),
  };
}

/** An admin's entry as the admin area edits it. */
export function toAdminUpdate(row: UpdateRow): AdminUpdate {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    highlights: row.highlights.map((h) => ({ icon: h.icon as UpdateIcon, text: h.text })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createUpdatesService(deps: { db: Db; changelogPath: string; log: FastifyBaseLogger; now: () => Date }) {
  const repo = updatesRepo(deps.db);
  let changelog: Promise<ChangelogEntry[]> | null = null;

  /** The file is part of the release: read once; a missing or broken line is logged, not fatal. */
  function changelogEntries(): Promise<ChangelogEntry[]> {
    changelog ??= readFile(deps.changelogPath, 'utf8').then(
      (text) => {
        const parsed = parseChangelog(text);
        for (const problem of parsed.problems) deps.log.warn(`${deps.changelogPath}, ${problem}`);
        return parsed.entries;
      },
      (error: NodeJS.ErrnoException) => {
        deps.log.warn(
          `${deps.changelogPath} não foi lido (${error.code ?? error.message}): /updates mostra só as notas dos administradores`,
        );
        return [];
      },
    );
    return changelog;
  }

  /** CHANGELOG.md's versions are taken too (the table's unique index guards the admin ones). */
  async function ensureVersionFree(version: string) {
    if ((await changelogEntries()).some((entry) => entry.version === version)) throw versionTaken(version);
  }

  return {
    /** The admins' entries, scheduled ones included (the admin area). */
    async listAdmin(): Promise<AdminUpdate[]> {
      return (await repo.all()).map(toAdminUpdate);
    },

    async adminById(id: number): Promise<AdminUpdate | undefined> {
      const row = await repo.byId(id);
      return row && toAdminUpdate(row);
    },

    /** Deletes an admin's entry (CHANGELOG.md's are edited in the file); the deleted entry. */
    async remove(id: number): Promise<AdminUpdate> {
      const row = await repo.remove(id);
      if (!row) throw notFound(UPDATE_NOT_FOUND);
      return toAdminUpdate(row);
    },

    async list(): Promise<UpdateList> {
      const now = deps.now();
      const [fileEntries, rows] = await Promise.all([changelogEntries(), repo.published(now)]);
      const all = [...fileEntries.filter((e) => e.publishedAt <= now).map(fromChangelog), ...rows.map(fromRow)];
      all.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || compareVersions(b.version, a.version));
      return {
        updates: all.map((entry, index) => ({
          ...entry,
          isNew: index === 0 && isStillNew(new Date(entry.publishedAt), now),
        })),
      };
    },

    async create(input: unknown): Promise<UpdateEntry> {
      const data: UpdateInput = parseInput(updateInputSchema, input);
      await ensureVersionFree(data.version);
      const row = await repo.insert({
        version: data.version,
        title: data.title,
        publishedAt: data.publishedAt ? new Date(data.publishedAt) : deps.now(),
        highlights: data.highlights,
      });
      if (!row) throw versionTaken(data.version);
      return { ...fromRow(row), isNew: false };
    },

    async update(id: number, patch: unknown): Promise<UpdateEntry> {
      const data: UpdatePatch = parseInput(updatePatchSchema, patch);
      if (data.version) await ensureVersionFree(data.version);
      const row = await repo.update(
        id,
        {
          ...(data.version !== undefined && { version: data.version }),
          ...(data.title !== undefined && { title: data.title }),
          ...(data.publishedAt !== undefined && { publishedAt: new Date(data.publishedAt) }),
          ...(data.highlights !== undefined && { highlights: data.highlights }),
        },
        deps.now(),
      );
      if (row === undefined) throw notFound(UPDATE_NOT_FOUND);
      if (row === null) throw versionTaken(data.version!);
      return { ...fromRow(row), isNew: false };
    },
  };
}
export type UpdatesService = ReturnType<typeof createUpdatesService>;
