// What a person recognises for each audit target (issue 35 point 2): the user's email, the plan's
// name, the message's sender, instead of "subscription #1". One query per kind of target on the page.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  contactMessages,
  newsArticles,
  notificationBroadcasts,
  payments,
  plans,
  subscriptions,
  users,
} from '../../../db/schema';

type Labeler = (db: Db, ids: number[]) => Promise<[number, string][]>;

const LABELERS: Record<string, Labeler> = {
  user: async (db, ids) =>
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((row) => [
      row.id,
      row.email,
    ]),
  subscription: async (db, ids) =>
    (
      await db
        .select({ id: subscriptions.id, email: users.email, plan: plans.name })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(inArray(subscriptions.id, ids))
    ).map((row) => [row.id, `assinatura ${row.plan} de ${row.email}`]),
  payment: async (db, ids) =>
    (
      await db
        .select({ id: payments.id, email: users.email, plan: plans.name })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(inArray(payments.id, ids))
    ).map((row) => [row.id, `pagamento #${row.id} (${row.plan}) de ${row.email}`]),
  contact_message: async (db, ids) =>
    (
      await db
        .select({ id: contactMessages.id, name: contactMessages.name, email: contactMessages.email })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids))
    ).map((row) => [row.id, `mensagem de ${row.name} (${row.email})`]),
  notification: async (db, ids) =>
    (
      await db
        .select({ id: notificationBroadcasts.id, title: notificationBroadcasts.title })
        .from(notificationBroadcasts)
        .where(inArray(notificationBroadcasts.id, ids))
    ).map((row) => [row.id, `notificação "${row.title}"`]),
  news: async (db, ids) =>
    (
      await db
        .select({ id: newsArticles.id, title: newsArticles.title })
        .from(newsArticles)
        .where(inArray(newsArticles.id, ids))
    ).map((row) => [row.id, `notícia "${row.title}"`]),
};

/** Targets that are not rows: named as what was done to them. */
const FIXED: Record<string, string> = {
  'users#csv': 'usuários (CSV)',
  'subscriptions#csv': 'assinaturas (CSV)',
  'payments#csv': 'pagamentos (CSV)',
};

/** `type#id` → a readable name, for the targets that still exist (a deleted one keeps its type and id). */
export async function auditTargetLabels(
  db: Db,
  targets: { targetType: string; targetId: string }[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsByType = new Map<string, number[]>();
  for (const { targetType, targetId } of targets) {
    const fixed = FIXED[`${targetType}#${targetId}`];
    if (fixed) labels.set(`${targetType}#${targetId}`, fixed);
    else if (LABELERS[targetType] && /^\d{1,9}$/.test(targetId))
      idsByType.set(targetType, [...(idsByType.get(targetType) ?? []), Number(targetId)]);
  }
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const [id, label] of await LABELERS[type](db, [...new Set(ids)])) labels.set(`${type}#${id}`, label);
    }),
  );
  return labels;
}
