import { MailCheck } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { useResendVerification } from '../api';
import { Notice } from './field';

/** After sign-up or an unverified login: tell the user to check the mailbox, offer a new link. */
export function VerifyEmailNotice({ email, message }: { email: string; message?: string }) {
  const resend = useResendVerification();
  return (
    <Notice tone="warning">
      <div className="flex gap-3">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-warning" aria-hidden="true" />
        <div className="grid gap-2">
          <p className="font-semibold">Confirme seu email</p>
          <p className="text-text-muted">
            {message ?? 'Sua conta ainda não foi confirmada.'}{' '}
            {email && (
              <>
                Enviamos o link para <strong className="text-text">{email}</strong>.
              </>
            )}
          </p>
          {email && (
            <Button
              variant="secondary"
              size="sm"
              className="w-fit"
              disabled={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              {resend.isPending ? 'Reenviando...' : 'Reenviar email de confirmação'}
            </Button>
          )}
        </div>
      </div>
    </Notice>
  );
}
