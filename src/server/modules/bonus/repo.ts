// SQL of the bonus offers. Only offers that are active and not yet expired are ever listed.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusOffers } from '../../db/schema';

export type BonusRow = typeof bonusOffers.$inferSelect;
type NewBonus = Omit<typeof bonusOffers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function bonusRepo(db: Db) {
  return {
    /** Active offers still valid at `now`, the soonest to expire first. */
    current: (now: Date): Promise<BonusRow[]> =>
      db
        .select()
        .from(bonusOffers)
        .where(and(eq(bonusOffers.active, true), gt(bonusOffers.expiresAt, now)))
        .orderBy(asc(bonusOffers.expiresAt), asc(bonusOffers.id)),

    /** Every offer, expired and inactive included (for the admin area), newest first. */
    all: (): Promise<BonusRow[]> => db.select().from(bonusOffers).orderBy(desc(bonusOffers.id)),

    byId: async (id: number): Promise<BonusRow | undefined> =>
      (await db.select().from(bonusOffers).where(eq(bonusOffers.id, id)))[0],

    insert: async (values: NewBonus): Promise<BonusRow> =>
      (await db.insert(bonusOffers).values(values).returning())[0]!,

    update: async (id: number, values: Partial<NewBonus>, at: Date): Promise<BonusRow | undefined> =>
      (
        await db
          .update(bonusOffers)
          .set({ ...values, updatedAt: at })
          .where(eq(bonusOffers.id, id))
          .returning()
      )[0],
  };
}
export type BonusRepo = ReturnType<typeof bonusRepo>;
