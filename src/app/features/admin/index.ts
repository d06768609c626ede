// The admin feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { ReauthDialog } from './components/reauth-dialog';
export { AuditPage, type AuditSearch } from './pages/audit-page';
export { ContentPage, type ContentSearch } from './pages/content-page';
export { DashboardPage } from './pages/dashboard-page';
export { MessagesPage, type MessagesStatus } from './pages/messages-page';
export { NotificationsPage } from './pages/notifications-page';
export { PaymentDetailPage } from './pages/payment-detail-page';
export { PaymentsPage, type PaymentsSearch } from './pages/payments-page';
export { SubscriptionsPage, type SubscriptionsSearch } from './pages/subscriptions-page';
export { UserDetailPage } from './pages/user-detail-page';
export { UsersPage, type UsersSearch } from './pages/users-page';
export { DataPage } from './pages/data-page';
