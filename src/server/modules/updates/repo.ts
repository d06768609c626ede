// SQL of the admin-written updates (CHANGELOG.md's entries are read from the file, not stored).
import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateEntries } from '../../db/schema';

export type UpdateRow = typeof updateEntries.$inferSelect;
type NewUpdate = Omit<typeof updateEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A unique index refused the row (PostgreSQL 23505), however the driver wraps the error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export function updatesRepo(db: Db) {
  return {
    /** Entries published by `now`, newest first. */
    published: (now: Date): Promise<UpdateRow[]> =>
      db
        .select()
        .from(updateEntries)
        .where(lte(updateEntries.publishedAt, now))
        .orderBy(desc(updateEntries.publishedAt), desc(updateEntries.id)),

    /** Every admin-written entry, scheduled ones included (the admin area), newest first. */
    all: (): Promise<UpdateRow[]> =>
      db.select().from(updateEntries).orderBy(desc(updateEntries.publishedAt), desc(updateEntries.id)),

    byId: async (id: number): Promise<UpdateRow | undefined> =>
      (await db.select().from(updateEntries).where(eq(updateEntries.id, id)))[0],

    /** The deleted row, undefined when there was none. */
    remove: async (id: number): Promise<UpdateRow | undefined> =>
      (await db.delete(updateEntries).where(eq(updateEntries.id, id)).returning())[0],

    /** The new row, or null when its version is taken (two admins racing included). */
    insert: async (values: NewUpdate): Promise<UpdateRow | null> => {
      const [row] = await db.insert(updateEntries).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The changed row; undefined when it does not exist; null when the new version is taken. */
    update: async (id: number, values: Partial<NewUpdate>, at: Date): Promise<UpdateRow | null | undefined> => {
      try {
        const [row] = await db
          .update(updateEntries)
          .set({ ...values, updatedAt: at })
          .where(eq(updateEntries.id, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
export type UpdatesRepo = ReturnType<typeof updatesRepo>;
