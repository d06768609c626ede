// SQL of the sandbox provider's own books (sandbox_charges): what Mercado Pago would keep on its side.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxCharges } from '../../../db/schema';

export type SandboxCharge = typeof sandboxCharges.$inferSelect;
export type NewSandboxCharge = typeof sandboxCharges.$inferInsert;

export function sandboxRepo(db: Db) {
  return {
    async insert(charge: NewSandboxCharge): Promise<SandboxCharge> {
      const [row] = await db.insert(sandboxCharges).values(charge).returning();
      return row;
    },
    async byId(id: number): Promise<SandboxCharge | undefined> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return row;
    },
    async byToken(token: string): Promise<SandboxCharge | undefined> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
      return row;
    },
    /**
     * Moves a charge to `status` only from one of `from`, and queues its webhook (a fresh
     * notification id, delivered now). Returns the charge, or undefined when it was not in `from`.
     */
    async transition(
      id: number,
      from: string[],
      status: string,
      webhook: { requestId: string; at: Date },
    ): Promise<SandboxCharge | undefined> {
      const [row] = await db
        .update(sandboxCharges)
        .set({
          status,
          webhookRequestId: webhook.requestId,
          webhookAttempts: 0,
          webhookNextAt: webhook.at,
          webhookLastError: null,
          updatedAt: webhook.at,
        })
        .where(and(eq(sandboxCharges.id, id), inArray(sandboxCharges.status, from)))
        .returning();
      return row;
    },
    /** Pending PIX charges whose code has expired. */
    async expiredPix(now: Date, limit = 100): Promise<SandboxCharge[]> {
      return db
        .select()
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.status, 'pending'),
            eq(sandboxCharges.method, 'pix'),
            lte(sandboxCharges.expiresAt, now),
          ),
        )
        .limit(limit);
    },
    async dueWebhooks(now: Date, limit = 50): Promise<SandboxCharge[]> {
      return db
        .select()
        .from(sandboxCharges)
        .where(and(isNotNull(sandboxCharges.webhookNextAt), lte(sandboxCharges.webhookNextAt, now)))
        .orderBy(asc(sandboxCharges.webhookNextAt))
        .limit(limit);
    },
    /**
     * Takes a due delivery for `leaseUntil` (another process or tick skips it meanwhile); false when
     * someone else took it or it is no longer due.
     */
    async claimWebhook(charge: SandboxCharge, leaseUntil: Date): Promise<boolean> {
      if (!charge.webhookNextAt) return false;
      const rows = await db
        .update(sandboxCharges)
        .set({ webhookNextAt: leaseUntil })
        .where(
          and(
            eq(sandboxCharges.id, charge.id),
            eq(sandboxCharges.webhookNextAt, charge.webhookNextAt),
            eq(sandboxCharges.webhookRequestId, charge.webhookRequestId ?? ''),
          ),
        )
        .returning({ id: sandboxCharges.id });
      return rows.length === 1;
    },
    async webhookDelivered(id: number, requestId: string): Promise<void> {
      await db
        .update(sandboxCharges)
        .set({ webhookNextAt: null, webhookLastError: null })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.webhookRequestId, requestId)));
    },
    async webhookFailed(id: number, requestId: string, attempts: number, nextAt: Date | null, error: string) {
      await db
        .update(sandboxCharges)
        .set({ webhookAttempts: attempts, webhookNextAt: nextAt, webhookLastError: error.slice(0, 500) })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.webhookRequestId, requestId)));
    },
  };
}

export type SandboxRepo = ReturnType<typeof sandboxRepo>;
