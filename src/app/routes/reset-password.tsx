import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@app/features/auth';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});
