// The admin area's pages (issue 13); routes under src/app/routes/admin/ compose them.
export { DashboardPage } from './pages/dashboard-page';
export { UsersPage, type UsersSearch } from './pages/users-page';
export { UserDetailPage } from './pages/user-detail-page';
export { SubscriptionsPage, type SubscriptionsSearch } from './pages/subscriptions-page';
export { PaymentsPage, PaymentDetailPage, type PaymentsSearch } from './pages/payments-page';
export { AuditPage, type AuditSearch } from './pages/audit-page';
export { NotificationsPage } from './pages/notifications-page';
export { ReauthDialog } from './components/reauth-dialog';
export { ContentPage, type ContentSearch } from './pages/content-page';
export { MessagesPage, type MessagesStatus } from './pages/messages-page';
