// What routes and layout use of the notifications feature.
export { NotificationsProvider, useNotifications, useNotificationActions, useNotificationsUser } from './provider';
export { NotificationBell } from './components/notification-bell';
