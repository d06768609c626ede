// /admin/users/$userId: the account, its subscription, payments, sessions and audit history, and
// what an admin may do to it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { ErrorState } from '@app/components/ui/error-state';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { userDetailQueryOptions } from '../api';
import { AuditList } from '../components/audit-list';
import { StatusBadge } from '../components/badges';
import { UserAccountCard } from '../components/user-account-card';
import { formatCents } from '@shared/billing-rules';
import { formatDate, formatDateTime } from '../components/format';
import { METHOD_LABEL } from '@shared/billing-labels';

export function UserDetailPage({ userId, currentUserId }: { userId: number; currentUserId: number }) {
  const query = useQuery(userDetailQueryOptions(userId));
  if (query.isPending) return <PageSkeleton blocks={[120, 200, 200]} />;
  if (query.isError)
    return (
      <Page title="Usuário">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  const { user, subscription, payments, sessions, audit, devices } = query.data;
  return (
    <Page
      title={user.username}
      description={
        <>
          <Link to="/admin/users" className="text-accent hover:underline">
            Usuários
          </Link>{' '}
          · {user.email}
        </>
      }
    >
      <UserAccountCard user={user} self={user.id === currentUserId} />
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="Assinatura" />
          <div className="px-4 pb-4 text-sm">
            {subscription ? (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <strong>{subscription.planName}</strong>
                  <StatusBadge kind="subscription" status={subscription.status} />
                </p>
                <p className="text-text-muted">
                  Período: {formatDate(subscription.currentPeriodStart)} a {formatDate(subscription.currentPeriodEnd)}
                  {subscription.cancelAtPeriodEnd && ' · termina no fim do período'}
                </p>
                <Link to="/admin/subscriptions" search={{ q: user.email }} className="text-accent hover:underline">
                  Gerenciar assinatura
                </Link>
              </div>
            ) : (
              <p className="text-text-muted">Sem assinatura.</p>
            )}
          </div>
        </Card>
        <Card>
          <CardHeader title={`Sessões ativas (${sessions.length})`} />
          <ul className="grid gap-2 px-4 pb-4 text-sm">
            {sessions.length === 0 && <li className="text-text-muted">Nenhuma sessão ativa.</li>}
            {sessions.map((session) => (
              <li key={session.id} className="grid">
                <span className="truncate">{session.userAgent ?? 'Navegador desconhecido'}</span>
                <span className="text-xs text-text-muted">
                  IP {session.ip ?? '—'} · desde {formatDateTime(session.createdAt)} · visto{' '}
                  {formatDateTime(session.lastSeenAt)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card className="mb-4">
        <CardHeader title={`Dispositivos com push (${devices.length})`} />
        <ul className="grid gap-2 px-4 pb-4 text-sm">
          {devices.length === 0 && <li className="text-text-muted">Nenhum dispositivo com notificações push.</li>}
          {devices.map((device) => (
            <li key={device.id} className="grid">
              <span className="truncate">
                {device.browser} <span className="text-text-muted">· {device.endpointHost}</span>
              </span>
              <span className="text-xs text-text-muted">
                desde {formatDateTime(device.createdAt)} · último push entregue {formatDateTime(device.lastSuccessAt)}
                {device.lastFailureAt && (
                  <>
                    {' '}
                    · última falha {formatDateTime(device.lastFailureAt)}
                    {device.lastError && ` (${device.lastError})`}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="mb-4">
        <CardHeader title="Pagamentos" />
        <ul className="divide-y divide-border px-4 pb-2 text-sm">
          {payments.length === 0 && <li className="pb-3 text-text-muted">Nenhum pagamento.</li>}
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to="/admin/payments/$paymentId"
                params={{ paymentId: String(payment.id) }}
                className="font-semibold hover:text-accent"
              >
                #{payment.id} · {METHOD_LABEL[payment.method]} · {formatCents(payment.amountCents)}
              </Link>
              <span className="flex items-center gap-2 text-xs text-text-muted">
                {formatDateTime(payment.createdAt)} <StatusBadge kind="payment" status={payment.status} />
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <h2 className="mb-2 text-lg font-semibold">Auditoria</h2>
      <AuditList items={audit} />
    </Page>
  );
}
