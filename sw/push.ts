/// <reference lib="webworker" />
// Web push (issue 10 point 10): `push` shows the server's payload (title, body, icon, badge, the url
// in data, one tag per match so a match's goals replace each other); `notificationclick` focuses an
// open window of the app and has it navigate in-app (NOTIFICATION_CLICK), or opens a new one.
import { SW_MESSAGES } from '@shared/constants';
import type { PushPayload } from '@shared/notifications-rules';

declare const self: ServiceWorkerGlobalScope;

export const PUSH_DEFAULTS = {
  title: 'Nova notificação',
  icon: '/icons/icon-192.png',
  badge: '/icons/icon-192.png',
  url: '/',
} as const;

/** The payload as JSON, or plain text as the body; never throws (a push must always show something). */
export function readPayload(data: PushMessageData | null): Partial<PushPayload> {
  if (!data) return {};
  try {
    const json = data.json() as unknown;
    return json && typeof json === 'object' ? (json as Partial<PushPayload>) : { body: String(json) };
  } catch {
    return { body: data.text() };
  }
}

export function notificationFor(payload: Partial<PushPayload>): { title: string; options: NotificationOptions } {
  const url = typeof payload.url === 'string' && payload.url ? payload.url : PUSH_DEFAULTS.url;
  return {
    title: payload.title || PUSH_DEFAULTS.title,
    options: {
      body: payload.body ?? '',
      icon: payload.icon || PUSH_DEFAULTS.icon,
      badge: PUSH_DEFAULTS.badge,
      data: { url, id: payload.id ?? null },
      ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
      ...(payload.image ? { image: payload.image } : {}),
    } as NotificationOptions,
  };
}

async function openOrFocus(url: string): Promise<void> {
  const target = new URL(url, self.location.origin);
  // Only our own pages: a payload cannot send the user elsewhere.
  const href = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    const path = new URL(href).pathname + new URL(href).search + new URL(href).hash;
    focused.postMessage({ type: SW_MESSAGES.notificationClick, url: path });
    return;
  }
  await self.clients.openWindow(href);
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = notificationFor(readPayload(event.data));
    event.waitUntil(self.registration.showNotification(title, options));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? PUSH_DEFAULTS.url;
    const work = openOrFocus(url);
    try {
      event.waitUntil(work);
    } catch {
      // A dispatched (untrusted) event cannot extend the worker's life; the work still runs.
    }
  });
}
