// The auth feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { fetchAdminStatus } from './api';
export { AdminFrame } from './components/admin-frame';
export { AccessDenied, CheckingPermissions, SessionCheckError } from './components/guards';
export { requireUser } from './require-user';
export { PrivacySection } from './components/privacy-section';
export { AccountSection, EmailChangedNotice, PasswordSection, ProfileSummary } from './components/profile';
export { useAuth } from './hooks/use-auth';
export { useRecoveryRedirect } from './hooks/use-recovery-redirect';
export { storeReturnAddress } from './return-address';
export { AdminLoginPage, AuthPage } from './pages/auth-page';
export { ResetPasswordPage } from './pages/reset-password-page';
