// SQL of the user's rights (LGPD art. 18): everything held about one account, and its deletion.
import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adminAuditLog,
  contactMessages,
  emailOutbox,
  matchFollows,
  notificationPreferences,
  notifications,
  oneTimeTokens,
  paymentEvents,
  payments,
  pushSubscriptions,
  sessions,
  signInAddresses,
  subscriptionEvents,
  subscriptions,
  teamFollows,
  teams,
  users,
} from '../../db/schema';

/**
 * Every column that ties a row to a person, as `table.column`, with the export's section that holds it
 * and what deleting the account does to it. The privacy test reads the schema: a table with a user
 * column (a foreign key to users, or a column named user_id, …email or …address) missing here fails it, and so
 * does a section missing from the export or a 'deleted' row left after a deletion.
 */
export const PERSONAL_DATA: Record<
  string,
  { section: string; deletion: 'deleted' | 'tombstone' | 'pseudonymised' | string }
> = {
  'users.email': { section: 'account', deletion: 'tombstone' },
  'users.pending_email': { section: 'account', deletion: 'tombstone' },
  'users.email_verified_at': { section: 'account', deletion: 'tombstone' },
  'sessions.user_id': { section: 'sessions', deletion: 'deleted' },
  'sign_in_addresses.user_id': { section: 'signInAddresses', deletion: 'deleted' },
  'one_time_tokens.user_id': { section: 'account', deletion: 'deleted' },
  'one_time_tokens.email': { section: 'account', deletion: 'deleted' },
  'team_follows.user_id': { section: 'followedTeams', deletion: 'deleted' },
  'match_follows.user_id': { section: 'followedMatches', deletion: 'deleted' },
  'notification_preferences.user_id': { section: 'notificationPreferences', deletion: 'deleted' },
  'notifications.user_id': { section: 'notifications', deletion: 'deleted' },
  'push_subscriptions.user_id': { section: 'pushSubscriptions', deletion: 'deleted' },
  'contact_messages.user_id': { section: 'contactMessages', deletion: 'deleted' },
  'contact_messages.email': { section: 'contactMessages', deletion: 'deleted' },
  'email_outbox.to_address': { section: 'emailsSent', deletion: 'deleted' },
  'subscriptions.user_id': { section: 'subscriptions', deletion: 'mantida por lei (registro fiscal), encerrada' },
  'payments.user_id': { section: 'payments', deletion: 'mantido por lei (registro fiscal), sem CPF nem código PIX' },
  'admin_audit_log.actor_email': { section: 'adminActionsOnAccount', deletion: 'pseudonymised' },
  // Staff columns: the admin who answered a message or sent a broadcast (admins cannot delete their account).
  'contact_messages.handled_by': { section: 'contactMessages', deletion: 'mantido (ação de um administrador)' },
  'notification_broadcasts.created_by': { section: 'account', deletion: 'mantido (ação de um administrador)' },
};

/** The contact messages of the account: sent signed in, or signed out with its address. */
const contactMessagesOf = (userId: number, email: string) =>
  or(
    eq(contactMessages.userId, userId),
    and(isNull(contactMessages.userId), eq(sql`lower(${contactMessages.email})`, email.toLowerCase())),
  );

/** Every row that names the account, table by table (the password hash and token hashes left out). */
export async function userDataOf(db: Db, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const { passwordHash: _hash, ...accountData } = account;
  const ownSubscriptions = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const ownPayments = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const subscriptionIds = ownSubscriptions.map((s) => s.id);
  const paymentIds = ownPayments.map((p) => p.id);
  return {
    account: accountData,
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    // The addresses it signed in from (the login throttle does not slow the account there).
    signInAddresses: await db
      .select({ ip: signInAddresses.ip, lastSignedInAt: signInAddresses.lastSignedInAt })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, userId)),
    // Each followed team by its name beside its id: a person reads "Flamengo", not "team 12".
    followedTeams: await db
      .select({ ...getTableColumns(teamFollows), teamName: teams.name })
      .from(teamFollows)
      .innerJoin(teams, eq(teams.id, teamFollows.teamId))
      .where(eq(teamFollows.userId, userId)),
    followedMatches: await db.select().from(matchFollows).where(eq(matchFollows.userId, userId)),
    notificationPreferences:
      (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0] ?? null,
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    pushSubscriptions: await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
        lastFailureAt: pushSubscriptions.lastFailureAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    subscriptions: ownSubscriptions,
    subscriptionEvents: subscriptionIds.length
      ? await db.select().from(subscriptionEvents).where(inArray(subscriptionEvents.subscriptionId, subscriptionIds))
      : [],
    payments: ownPayments,
    paymentEvents: paymentIds.length
      ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds))
      : [],
    contactMessages: await db
      .select({
        id: contactMessages.id,
        category: contactMessages.category,
        name: contactMessages.name,
        email: contactMessages.email,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(contactMessagesOf(userId, account.email)),
    emailsSent: await db
      .select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.to})`, account.email.toLowerCase())),
    adminActionsOnAccount: await db
      .select({
        action: adminAuditLog.action,
        reason: adminAuditLog.reason,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(userId)))),
  };
}
export type UserData = NonNullable<Awaited<ReturnType<typeof userDataOf>>>;

/**
 * Deletes the account in one transaction. What the law makes us keep (payments and their history,
 * for tax and consumer-protection records) stays, cut from the person: the account row becomes a
 * tombstone with no name, address nor usable password, and each payment loses its CPF and PIX code.
 * Everything else that names the person is deleted.
 */
/** The address a deleted account is known by from then on (never deliverable: .invalid). */
const tombstoneEmail = (userId: number) => `excluido-${userId}@conta-excluida.invalid`;

/**
 * The audit rows stay (who did what, when), but the deleted account's email in them becomes its
 * pseudonym. The table refuses updates except in a transaction that sets futdados.pseudonymise_audit,
 * and then only to these four columns (migration 0023).
 */
async function pseudonymiseAudit(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  email: string,
  pseudonym: string,
) {
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
}

export async function deleteAccount(db: Db, userId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    await tx.delete(teamFollows).where(eq(teamFollows.userId, userId));
    await tx.delete(matchFollows).where(eq(matchFollows.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // (Queued pushes of these devices go with them: push_queue cascades.)
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(signInAddresses).where(eq(signInAddresses.userId, userId));
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (account) {
      await tx.delete(contactMessages).where(contactMessagesOf(userId, account.email));
      await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, account.email.toLowerCase()));
      await pseudonymiseAudit(tx, account.email.toLowerCase(), tombstoneEmail(userId));
    }

    // The subscription ends now: no renewal is charged nor offered to an account that is gone.
    const open = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['pending', 'active', 'past_due'])));
    for (const subscription of open) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: true, renewalPaymentId: null, updatedAt: at })
        .where(eq(subscriptions.id, subscription.id));
      await tx.insert(subscriptionEvents).values({
        subscriptionId: subscription.id,
        fromStatus: subscription.status,
        toStatus: 'canceled',
        source: 'account_deletion',
        createdAt: at,
      });
    }
    const pending = await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (pending.length) {
      await tx.insert(paymentEvents).values(
        pending.map((p) => ({
          paymentId: p.id,
          fromStatus: 'pending',
          toStatus: 'expired',
          source: 'account_deletion',
          createdAt: at,
        })),
      );
    }
    await tx.update(payments).set({ payerCpf: null, pixCode: null }).where(eq(payments.userId, userId));

    await tx
      .update(users)
      .set({
        username: `excluido_${userId}`,
        email: tombstoneEmail(userId),
        pendingEmail: null,
        // Not a hash any password matches: signing in is impossible.
        passwordHash: '!excluida',
        emailVerifiedAt: null,
        role: 'user',
        disabled: true,
        lastLoginAt: null,
        deletedAt: at,
      })
      .where(eq(users.id, userId));
  });
}
