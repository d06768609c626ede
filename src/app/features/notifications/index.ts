// The notifications feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { FollowButton } from './components/follow-button';
export { NotificationSettings } from './components/notification-settings';
export { useFollowedTeamIds } from './follows';
export { NotificationsProvider, useNotifications } from './provider';
