// SQL of the admin module's own table, the audit log. (The lists and figures the admin area shows
// are asked of the modules that own their tables: auth, billing, notifications.)
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditInsert = typeof adminAuditLog.$inferInsert;
export type AuditRow = typeof adminAuditLog.$inferSelect;

/** Which entries the log's list reads (audit.ts passes its filter through as it is). */
export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: number;
  /** Keyset pagination: entries older than this id. */
  before?: number;
  limit: number;
}

/**
 * The audit log's SQL: insert and select only. There is deliberately no update or delete (and the
 * database refuses both: trigger of the admin_audit_append_only migration).
 */
export function auditRepo(db: Db) {
  return {
    async insert(values: AuditInsert): Promise<void> {
      await db.insert(adminAuditLog).values(values);
    },
    async list(filter: AuditFilter): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
      if (filter.targetType) where.push(eq(adminAuditLog.targetType, filter.targetType));
      if (filter.targetId) where.push(eq(adminAuditLog.targetId, filter.targetId));
      if (filter.actorId) where.push(eq(adminAuditLog.actorId, filter.actorId));
      if (filter.before) where.push(lt(adminAuditLog.id, filter.before));
      return db
        .select()
        .from(adminAuditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(adminAuditLog.id))
        .limit(filter.limit);
    },
  };
}
