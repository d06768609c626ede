// The admin audit log: written with every admin change, read at /admin. Only insert and read exist
// (auditRepo), and the database refuses UPDATE and DELETE: the log can only grow.
import type { Db } from '../../db/client';
import type { AuditEntry } from '@shared/admin';
import type { Actor } from './actor';
import { auditRepo, type AuditFilter, type AuditInsert, type AuditRow } from './repo';
import { auditTargetLabels } from './audit-targets/repo';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

export function auditLog(db: Db, now: () => Date) {
  const repo = auditRepo(db);
  return {
    /** The row for one change by `actor`, from their address (none when a background job acted for them). */
    entry(actor: Actor, entry: AuditRecord): AuditInsert {
      return {
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        ip: actor.ip,
        createdAt: now(),
      };
    },

    async record(actor: Actor, entry: AuditRecord): Promise<void> {
      await repo.insert(this.entry(actor, entry));
    },

    async list(filter: AuditFilter): Promise<AuditEntry[]> {
      const entries = (await repo.list(filter)).map(toAuditEntry);
      const labels = await auditTargetLabels(db, entries);
      return entries.map((entry) => ({
        ...entry,
        targetLabel: labels.get(`${entry.targetType}#${entry.targetId}`) ?? null,
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
