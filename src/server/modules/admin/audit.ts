// The admin audit log: written with every admin change, read at /admin. Only insert and read exist
// (auditRepo), and the database refuses UPDATE and DELETE: the log can only grow.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditEntry } from '@shared/admin';
import { authOf } from '../../plugins/session';
import { auditRepo, type AuditInsert, type AuditRow } from './repo';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: number;
  /** Keyset pagination: entries older than this id. */
  before?: number;
  limit: number;
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
  const row = (actor: { id: number; email: string }, ip: string | null, entry: AuditRecord): AuditInsert => ({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip,
    createdAt: now(),
  });
  return {
    /** The row for one change by the admin of the request, from the request's address. */
    entry(request: FastifyRequest, entry: AuditRecord): AuditInsert {
      return row(authOf(request).user, request.ip, entry);
    },

    async record(request: FastifyRequest, entry: AuditRecord): Promise<void> {
      await repo.insert(this.entry(request, entry));
    },

    /**
     * A change a background job makes on an admin's behalf (the scheduler sending what they
     * scheduled): that admin as the actor, no address (no request made it).
     */
    async recordFor(actor: { id: number; email: string }, entry: AuditRecord): Promise<void> {
      await repo.insert(row(actor, null, entry));
    },

    async list(filter: AuditFilter): Promise<AuditEntry[]> {
      return (await repo.list(filter)).map(toAuditEntry);
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
