// What routes and layout use of the accounts feature.
export { AuthPage, AdminLoginPage, type AuthTab } from './pages/auth-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { ProfileSummary, AccountSection, PasswordSection, EmailChangedNotice } from './components/profile';
export { AvatarMenu } from './components/avatar-menu';
export { requireUser, SessionCheckError, AccessDenied, CheckingPermissions } from './components/guards';
export { fetchAdminStatus } from './api';
export { AdminFrame } from './components/admin-frame';
export { useAuth } from './hooks/use-auth';
export { useRecoveryRedirect } from './hooks/use-recovery-redirect';
export { storeReturnAddress, takeReturnAddress } from './return-address';
