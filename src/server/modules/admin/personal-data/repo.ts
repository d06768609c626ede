// Admin's part of the user's rights: the admins' actions on the account. The audit rows stay (who did
// what, when), but the deleted account's email in them becomes its pseudonym. The table refuses updates
// except in a transaction that sets futdados.pseudonymise_audit, and then only to these four columns
// (migration 0023).
import { and, eq, or, sql } from 'drizzle-orm';
import { adminAuditLog } from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

export const adminPersonalData: PersonalDataPart = {
  module: 'admin',
  columns: {
    'admin_audit_log.actor_email': { section: 'adminActionsOnAccount', deletion: 'pseudonymised' },
    // Staff column: the admin who sent a broadcast (admins cannot delete their account).
    'notification_broadcasts.created_by': { section: 'account', deletion: 'mantido (ação de um administrador)' },
  },

  async export(db, { id: userId }) {
    return {
      adminActionsOnAccount: await db
        .select({
          action: adminAuditLog.action,
          reason: adminAuditLog.reason,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(userId)))),
    };
  },

  async erase(tx, person) {
    const email = person.email.toLowerCase();
    const { pseudonym } = person;
    const like = `%${email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    await tx.execute(sql`SELECT set_config('futdados.pseudonymise_audit', 'on', true)`);
    await tx
      .update(adminAuditLog)
      .set({
        actorEmail: sql`CASE WHEN lower(${adminAuditLog.actorEmail}) = ${email} THEN ${pseudonym} ELSE ${adminAuditLog.actorEmail} END`,
        reason: sql`replace(${adminAuditLog.reason}, ${email}, ${pseudonym})`,
        before: sql`replace(${adminAuditLog.before}::text, ${email}, ${pseudonym})::jsonb`,
        after: sql`replace(${adminAuditLog.after}::text, ${email}, ${pseudonym})::jsonb`,
      })
      .where(
        or(
          sql`lower(${adminAuditLog.actorEmail}) = ${email}`,
          sql`${adminAuditLog.reason} LIKE ${like}`,
          sql`${adminAuditLog.before}::text LIKE ${like}`,
          sql`${adminAuditLog.after}::text LIKE ${like}`,
        ),
      );
    await tx.execute(sql`SELECT set_config('futdados.pseudonymise_audit', 'off', true)`);
  },
};
