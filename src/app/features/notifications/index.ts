// What routes and layout use of the notifications feature.
export { NotificationsProvider, useNotifications, useNotificationActions, useNotificationsUser } from './provider';
export { NotificationBell } from './components/notification-bell';
export { FollowButton } from './components/follow-button';
export { useFollowedTeamIds, useFollows } from './follows';
export { NotificationSettings } from './components/notification-settings';
