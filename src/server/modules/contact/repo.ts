// SQL of the contact inbox.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;
type NewContact = Omit<typeof contactMessages.$inferInsert, 'id' | 'status' | 'handledAt' | 'handledBy'>;

/** How many of the newest messages the inbox lists at once. */
const INBOX_LIMIT = 200;

export function contactRepo(db: Db) {
  return {
    insert: async (values: NewContact): Promise<ContactRow> =>
      (await db.insert(contactMessages).values(values).returning())[0]!,

    /** Messages stored from one address since `since` (the per-address limit counts only accepted ones). */
    countFromAddress: async (ip: string, since: Date): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(contactMessages)
          .where(and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since)))
      )[0]!.n,

    list: (status: 'new' | 'handled' | 'all'): Promise<ContactRow[]> =>
      db
        .select()
        .from(contactMessages)
        .where(status === 'all' ? undefined : eq(contactMessages.status, status))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(INBOX_LIMIT),

    unhandled: async (): Promise<number> =>
      (await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')))[0]!.n,

    byId: async (id: number): Promise<ContactRow | undefined> =>
      (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0],

    markHandled: async (id: number, adminId: number, at: Date): Promise<ContactRow | undefined> =>
      (
        await db
          .update(contactMessages)
          .set({ status: 'handled', handledAt: at, handledBy: adminId })
          .where(eq(contactMessages.id, id))
          .returning()
      )[0],
  };
}
export type ContactRepo = ReturnType<typeof contactRepo>;
