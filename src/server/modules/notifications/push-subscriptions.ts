// Web push subscriptions: the VAPID public key, and a device (browser endpoint) added or removed.
import type { PushSubscriptionBody } from '@shared/notifications';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { conflict, invalid, notFound } from '../../domain-errors';
import { acceptsEndpoint } from './push-endpoint';
import { NOTIFICATION_MESSAGES, type NotificationsContext } from './context';

/** Devices (browsers) one account keeps push subscriptions for; a new one replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

export function createPushSubscriptions(context: NotificationsContext) {
  const { repo, push } = context;

  return {
    publicKey(): { publicKey: string } {
      return { publicKey: push.publicKey };
    },

    /** `sessionId`: the session registering the device (a password change keeps only its own). */
    async subscribe(userId: number, body: PushSubscriptionBody, sessionId?: string): Promise<{ message: string }> {
      if (!acceptsEndpoint(body.endpoint, context.pushEndpoints)) throw invalid(NOTIFICATION_MESSAGES.badEndpoint);
      const saved = await repo.saveSubscription(
        userId,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, sessionId: sessionId ?? null },
        MAX_PUSH_DEVICES,
      );
      if (!saved) throw conflict(NOTIFICATION_MESSAGES.endpointTaken);
      return { message: NOTIFICATION_MESSAGES.subscribed };
    },

    async unsubscribe(userId: number, endpoint: string): Promise<{ message: string }> {
      if (!(await repo.removeSubscription(userId, endpoint))) throw notFound(NOT_FOUND_MESSAGE);
      return { message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  };
}
