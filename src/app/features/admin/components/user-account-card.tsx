// The account card of /admin/users/$userId: role, situation and email, and what an admin may do to
// the account (each action confirmed, the reason written to the audit log when asked for).
import type { AdminUser } from '@shared/admin';
import { Card, CardHeader } from '@app/components/ui/card';
import { useAdminAction } from '../api';
import { Badge } from './badges';
import { ConfirmAction } from './confirm-action';
import { formatDateTime } from './format';

/** `self`: the admin's own account, which it may not disable. */
export function UserAccountCard({ user, self }: { user: AdminUser; self: boolean }) {
  const action = useAdminAction();
  const run = (path: string, body?: unknown) =>
    action.mutateAsync({ path: `/api/admin/users/${user.id}/${path}`, body });
  return (
    <Card className="mb-4">
      <CardHeader title="Conta" />
      <div className="grid gap-3 px-4 pb-4 text-sm">
        <div className="flex flex-wrap gap-2">
          {user.role === 'admin' ? <Badge tone="info">Administrador</Badge> : <Badge tone="muted">Usuário</Badge>}
          {user.disabled ? <Badge tone="danger">Desativada</Badge> : <Badge tone="accent">Ativa</Badge>}
          {user.emailVerified ? (
            <Badge tone="accent">Email confirmado</Badge>
          ) : (
            <Badge tone="warning">Email não confirmado</Badge>
          )}
        </div>
        <p className="text-text-muted">
          Cadastro em {formatDateTime(user.createdAt)} · último acesso {formatDateTime(user.lastLoginAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          {user.disabled ? (
            <ConfirmAction
              label="Reativar"
              title="Reativar conta?"
              description={`${user.username} poderá entrar de novo.`}
              confirmLabel="Reativar"
              reason
              onConfirm={({ reason }) => run('enable', { reason })}
            />
          ) : (
            <ConfirmAction
              label="Desativar"
              variant="danger"
              title="Desativar conta?"
              description={`${user.username} sai de todas as sessões e não consegue mais entrar.`}
              confirmLabel="Desativar"
              reason
              disabled={self}
              onConfirm={({ reason }) => run('disable', { reason })}
            />
          )}
          {user.role === 'admin' ? (
            <ConfirmAction
              label="Remover administrador"
              title="Remover o papel de administrador?"
              description="A plataforma nunca fica sem um administrador ativo."
              confirmLabel="Remover"
              onConfirm={() => run('role', { role: 'user' })}
            />
          ) : (
            <ConfirmAction
              label="Tornar administrador"
              title="Tornar administrador?"
              description={`${user.username} terá acesso a toda a administração.`}
              confirmLabel="Tornar administrador"
              onConfirm={() => run('role', { role: 'admin' })}
            />
          )}
          {!user.emailVerified && (
            <ConfirmAction
              label="Reenviar verificação"
              title="Reenviar o link de confirmação?"
              description={`Um novo link vai para ${user.email}.`}
              confirmLabel="Reenviar"
              onConfirm={() => run('resend-verification')}
            />
          )}
          <ConfirmAction
            label="Encerrar sessões"
            title="Encerrar todas as sessões?"
            description={`${user.username} precisará entrar de novo em todos os aparelhos.`}
            confirmLabel="Encerrar"
            onConfirm={() => run('end-sessions')}
          />
        </div>
      </div>
    </Card>
  );
}
