// Notification rules: the one producer (notify: store, then the user's socket room, then web push
// queued), the centre's calls for the session's user only, follows (limited by the plan),
// preferences, push subscriptions, and what produces notifications: live match events of followed
// matches and teams, the welcome on email verification, a test on request.
//
// One file per job, sharing a NotificationsContext (context.ts): delivery.ts (notify, produce,
// deliver), inbox.ts (the centre), follows.ts (follows, preferences), push-subscriptions.ts,
// producers.ts (live events, news, welcome) with live-events.ts (what a match change tells).
import { notificationsContext, type Notify, type NotificationsServiceOptions } from './context';
import { createDelivery } from './delivery';
import { createInbox } from './inbox';
import { createFollows } from './follows';
import { createPushSubscriptions } from './push-subscriptions';
import { createProducers } from './producers';

export { NOTIFICATION_MESSAGES, type NotifyPayload, type NotificationsServiceOptions } from './context';
export { MAX_PUSH_DEVICES } from './push-subscriptions';
export { liveEvents } from './live-events';

export function createNotificationsService(options: NotificationsServiceOptions) {
  const context = notificationsContext(options);
  // The other jobs reach notify() through the service object, so a replaced service.notify (tests
  // that watch or fail it) is the one they call, as before the split.
  const notify: Notify = (userIds, payload, idempotencyKey) => service.notify(userIds, payload, idempotencyKey);
  const service = {
    ...createDelivery(context),
    ...createInbox(context, notify),
    ...createFollows(context),
    ...createPushSubscriptions(context),
    ...createProducers(context, notify),
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
