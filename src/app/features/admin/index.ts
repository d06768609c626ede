// The admin area's pages (issue 13); routes under src/app/routes/admin/ compose them.
export { DashboardPage } from './components/dashboard-page';
export { UsersPage, type UsersSearch } from './components/users-page';
export { UserDetailPage } from './components/user-detail-page';
export { SubscriptionsPage, type SubscriptionsSearch } from './components/subscriptions-page';
export { PaymentsPage, PaymentDetailPage, type PaymentsSearch } from './components/payments-page';
export { AuditPage, type AuditSearch } from './components/audit-page';
export { NotificationsPage } from './components/notifications-page';
export { ReauthDialog } from './components/common';
export { ContentPage, type ContentSearch } from './components/content-page';
export { MessagesPage, type MessagesStatus } from './components/messages-page';
