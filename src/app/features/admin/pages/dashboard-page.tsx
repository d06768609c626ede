// /admin: the platform at a glance, from the server's SQL aggregates, and the latest audit rows.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { ErrorState } from '@app/components/ui/error-state';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { dashboardQueryOptions } from '../api';
import { AuditList } from '../components/audit-list';
import { revenueDays } from '@shared/admin-rules';
import { paymentStatusLabel } from '@shared/billing-labels';
import { ymdIn } from '@shared/datetime';
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
  const days = revenueDays(data.payments.revenuePerDay, ymdIn(new Date()), 30);
  const maxDay = Math.max(1, ...days.map((day) => day.amountCents));
  const dayLabel = (day: string) => day.split('-').reverse().slice(0, 2).join('/');
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
        <Card>
          <CardHeader title="Receita por dia" />
          <div className="px-4 pb-4">
            {data.payments.revenuePerDay.length === 0 ? (
              <p className="text-sm text-text-muted">Sem receita nos últimos 30 dias.</p>
            ) : (
              <figure>
                {/* One bar per day of the 30, zeros included, with the scale and the dates on the axes. */}
                <div className="flex gap-2" aria-hidden="true">
                  <div className="flex h-32 flex-col justify-between text-right text-[10px] tabular-nums text-text-muted">
                    <span>{formatCents(maxDay)}</span>
                    <span>{formatCents(0)}</span>
                  </div>
                  <div className="flex h-32 flex-1 items-end gap-px border-b border-l border-border">
                    {days.map((day) => (
                      <div
                        key={day.day}
                        data-revenue-bar
                        title={`${dayLabel(day.day)}: ${formatCents(day.amountCents)}`}
                        className={day.amountCents > 0 ? 'flex-1 rounded-t-sm bg-accent' : 'flex-1'}
                        style={{ height: `${(day.amountCents / maxDay) * 100}%` }}
                      />
                    ))}
                  </div>
                </div>
                <div className="ml-14 flex justify-between text-[10px] text-text-muted" aria-hidden="true">
                  <span>{dayLabel(days[0].day)}</span>
                  <span>{dayLabel(days[days.length - 1].day)}</span>
                </div>
                <figcaption className="mt-1 text-xs text-text-muted">
                  Receita dos últimos 30 dias: {formatCents(days.reduce((sum, day) => sum + day.amountCents, 0))}
                </figcaption>
                <table className="sr-only">
                  <caption>Receita por dia</caption>
                  <thead>
                    <tr>
                      <th scope="col">Dia</th>
                      <th scope="col">Receita</th>
                    </tr>
                  </thead>
                  <tbody>
                    {days
                      .filter((day) => day.amountCents > 0)
                      .map((day) => (
                        <tr key={day.day}>
                          <td>{dayLabel(day.day)}</td>
                          <td>{formatCents(day.amountCents)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </figure>
            )}
          </div>
        </Card>
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
