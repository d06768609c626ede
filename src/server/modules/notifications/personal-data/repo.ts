// Notifications' part of the user's rights: followed teams and matches, preferences, the notification
// centre and the push devices; deleting drops them all (queued pushes cascade with their devices).
import { asc, eq, getTableColumns } from 'drizzle-orm';
import {
  matchFollows,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  teamFollows,
  teams,
} from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

export const notificationsPersonalData: PersonalDataPart = {
  module: 'notifications',
  columns: {
    'team_follows.user_id': { section: 'followedTeams', deletion: 'deleted' },
    'match_follows.user_id': { section: 'followedMatches', deletion: 'deleted' },
    'notification_preferences.user_id': { section: 'notificationPreferences', deletion: 'deleted' },
    'notifications.user_id': { section: 'notifications', deletion: 'deleted' },
    'push_subscriptions.user_id': { section: 'pushSubscriptions', deletion: 'deleted' },
  },

  async export(db, { id: userId }) {
    return {
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
    };
  },

  async erase(tx, { id: userId }) {
    await tx.delete(teamFollows).where(eq(teamFollows.userId, userId));
    await tx.delete(matchFollows).where(eq(matchFollows.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // (Queued pushes of these devices go with them: push_queue cascades.)
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },
};
