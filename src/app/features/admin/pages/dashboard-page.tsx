// /admin: the platform at a glance, from the server's SQL aggregates, and the latest audit rows.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { ErrorState } from '@app/components/ui/error-state';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { dashboardQueryOptions } from '../api';
import { AuditList } from '../components/audit-list';
import { paymentStatusLabel } from '@shared/billing-labels';
import { RevenueChart } from '../components/revenue-chart';
import { Stat } from '../components/stat';
import { formatCents } from '@shared/billing-rules';

const percent = (value: number) => `${(value * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

export function DashboardPage() {
  const query = useQuery(dashboardQueryOptions());
  if (query.isPending) return <PageSkeleton blocks={[120, 120, 240]} />;
  if (query.isError)
    return (
      <Page title="Painel administrativo">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  const data = query.data;
  return (
    <Page title="Painel administrativo" description="Visão geral da plataforma.">
      <section aria-labelledby="dash-users" className="mb-6">
        <h2 id="dash-users" className="mb-2 text-lg font-semibold">
          Usuários
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat
            label="Total"
            value={data.users.total}
            hint={`${data.users.admins} ${data.users.admins === 1 ? 'administrador' : 'administradores'}`}
          />
          <Stat label="Novos em 7 dias" value={data.users.new7d} />
          <Stat label="Novos em 30 dias" value={data.users.new30d} />
          <Stat
            label="Email confirmado"
            value={data.users.total ? percent(data.users.verified / data.users.total) : '—'}
            hint={`${data.users.verified} de ${data.users.total}`}
          />
        </div>
      </section>
      <section aria-labelledby="dash-subs" className="mb-6">
        <h2 id="dash-subs" className="mb-2 text-lg font-semibold">
          Assinaturas
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label="MRR" value={formatCents(data.subscriptions.mrrCents)} hint="receita mensal recorrente" />
          {data.subscriptions.activeByPlan.map((plan) => (
            <Stat key={plan.planId} label={`Ativas · ${plan.planName}`} value={plan.count} />
          ))}
          {data.subscriptions.activeByPlan.length === 0 && <Stat label="Ativas" value={0} />}
          <Stat
            label="Cancelamentos (30 dias)"
            value={data.subscriptions.churned30d}
            hint={`churn ${percent(data.subscriptions.churnRate30d)} das assinaturas pagas nos últimos 30 dias`}
          />
        </div>
      </section>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="Pagamentos nos últimos 30 dias" />
          <ul className="grid gap-1 px-4 pb-4 text-sm">
            {data.payments.byStatus30d.length === 0 && <li className="text-text-muted">Nenhum pagamento.</li>}
            {data.payments.byStatus30d.map((row) => (
              <li key={row.status} className="flex justify-between gap-2">
                <span>{paymentStatusLabel(row.status)}</span>
                <span className="tabular-nums">
                  {row.count} · {formatCents(row.amountCents)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <RevenueChart revenuePerDay={data.payments.revenuePerDay} />
      </div>
      <section aria-labelledby="dash-live" className="mb-6">
        <h2 id="dash-live" className="mb-2 text-lg font-semibold">
          Agora
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label="Conexões ao vivo" value={data.live.connectedSockets} />
          <Stat label="Partidas ao vivo" value={data.live.liveMatches} />
          <Stat
            label="Notificações hoje"
            value={data.live.notificationsSentToday.toLocaleString('pt-BR')}
            hint="enviadas desde 0h (Brasília)"
          />
          <Stat
            label="Sucesso do push"
            value={
              data.live.pushSuccessRate === null
                ? '—'
                : `${(data.live.pushSuccessRate * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`
            }
            hint={data.live.pushSuccessRate === null ? 'nenhum push hoje' : 'pushes aceitos hoje'}
          />
        </div>
      </section>
      <section aria-labelledby="dash-audit">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="dash-audit" className="text-lg font-semibold">
            Auditoria recente
          </h2>
          <Link to="/admin/audit" className="text-sm text-accent hover:underline">
            Ver tudo
          </Link>
        </div>
        <AuditList items={data.audit} />
      </section>
    </Page>
  );
}
