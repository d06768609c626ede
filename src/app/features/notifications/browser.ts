// The browser's side of notifications: desktop notifications (spec §6/§7: permission asked once on
// load while undecided; icon the favicon, default title 'Nova notificação'; a click opens the
// actionUrl) and this device's web push subscription (VAPID key from the server).
import type { NotificationAlert } from './controller';

export const FAVICON = '/favicon.svg';
const ASKED_KEY = 'futdados:notification-permission-asked';

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once (per browser) while the permission is still 'default'. */
export async function askPermissionOnce(): Promise<NotificationPermission | null> {
  if (!notificationsSupported() || Notification.permission !== 'default') return null;
  try {
    if (localStorage.getItem(ASKED_KEY)) return null;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    // Storage blocked: asking on each load is the lesser harm.
  }
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.error('Falha ao pedir permissão de notificações:', error);
    return null;
  }
}

/** Shows a desktop notification when allowed; `open` receives the actionUrl on click. */
export function showBrowserNotification(alert: NotificationAlert, open: (url: string) => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(alert.title, { body: alert.body, icon: FAVICON });
    notification.onclick = () => {
      window.focus();
      notification.close();
      if (alert.url) open(alert.url);
    };
  } catch (error) {
    // Chrome on Android allows notifications only from the service worker.
    void navigator.serviceWorker?.ready
      .then((registration) =>
        registration.showNotification(alert.title, {
          body: alert.body,
          icon: FAVICON,
          data: { url: alert.url ?? '/' },
        }),
      )
      .catch(() => console.error('Falha ao mostrar a notificação:', error));
  }
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && notificationsSupported();

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Subscribes this device (asking for permission if needed); returns the subscription's JSON. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new Error('Este navegador não recebe notificações push.');
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new Error('Permita as notificações do FutDados nas configurações do navegador.');
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}
