// /team/{teamSlug}/{teamId} and /team/{teamId}: crest, form, fixtures and results, stats with a chart.
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarDays, GitCompareArrows } from 'lucide-react';
import { plural } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { buttonClasses } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { teamDetailQueryOptions } from '../api';
import { TeamCrest } from '../components/team-crest';
import { FormList, FormPills } from '../components/form-pills';
import { MatchRow } from '../components/match-row';
import { SquadCard } from '../components/squad-card';
import { StatTile, decimal, percent } from '../components/stat-tile';
import { LazyBarChart } from '../components/lazy-chart';
import { useFootballSlots } from '../slots';
import { leadMatch } from '../components/lead-match';
import { isLive } from '@shared/match-status';
import { ymdIn } from '@shared/datetime';

export function TeamPage({ teamId }: { teamId: string }) {
  const { data: detail } = useSuspenseQuery(teamDetailQueryOptions(teamId));
  const { team, stats } = detail;
  const { teamAction } = useFootballSlots();
  const lead = leadMatch(detail.next, ymdIn(new Date()));
  const next = lead ? detail.next.filter((m) => m.id !== lead.id) : detail.next;
  return (
    <Page
      title={team.name}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {/* Head-to-head's entry point: this team already chosen, pick the other. */}
          <Link to="/h2h" search={{ home: team.id }} className={buttonClasses('secondary', 'md')}>
            <GitCompareArrows className="h-4 w-4" aria-hidden="true" />
            Comparar com outro time
          </Link>
          {teamAction?.(team)}
        </div>
      }
      heading={
        <span className="flex items-center gap-3">
          <TeamCrest team={team} size={48} priority />
          {team.name}
        </span>
      }
      description={[team.officialName !== team.name ? team.officialName : null, team.country]
        .filter(Boolean)
        .join(' · ')}
    >
      {lead && (
        // A live (or today's) match leads the page, above form and statistics, as fans expect.
        <Card className="mb-4 overflow-hidden" aria-label={isLive(lead.status) ? 'Jogo ao vivo' : 'Jogo de hoje'}>
          <CardHeader title={isLive(lead.status) ? 'Ao vivo' : 'Hoje'} />
          <MatchRow match={lead} showCompetition />
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="grid min-w-0 content-start gap-4">
          <Card>
            <CardHeader title="Forma" />
            <div className="grid gap-3 p-4">
              <div className="flex flex-wrap items-center gap-4">
                <FormPills form={detail.form.map((f) => f.outcome)} size={24} />
                {detail.standing && stats && (
                  <p className="text-sm text-text-muted">
                    {detail.standing.position}º em {stats.competition.name} {stats.competition.seasonName} ·{' '}
                    {plural(detail.standing.points, 'ponto', 'pontos')}
                  </p>
                )}
              </div>
              <FormList team={detail.team} form={detail.form} />
            </div>
          </Card>
          {stats ? (
            <Card>
              <CardHeader title={`Estatísticas · ${stats.competition.name} ${stats.competition.seasonName}`} />
              <div className="grid gap-4 p-4">
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  <StatTile label="Jogos" value={stats.played} hint={`${stats.won}V ${stats.drawn}E ${stats.lost}D`} />
                  <StatTile label="Gols pró por jogo" value={decimal(stats.goalsForPerMatch)} />
                  <StatTile label="Gols contra por jogo" value={decimal(stats.goalsAgainstPerMatch)} />
                  <StatTile label="Jogos sem sofrer gol" value={stats.cleanSheets} />
                  <StatTile label="Ambos marcam" value={percent(stats.bothTeamsScorePct)} />
                  <StatTile label="Mais de 2,5 gols" value={percent(stats.over25Pct)} />
                </div>
                <LazyBarChart
                  title="Gols pró e contra por jogo"
                  data={stats.timeline.map((t) => ({
                    label: `${t.opponent.name} (${[t.round, t.matchDate.split('-').reverse().join('/')].filter(Boolean).join(', ')})`,
                    tick: opponentTick(t.opponent.name),
                    value: t.goalsFor,
                    negative: t.goalsAgainst,
                  }))}
                  xLabel="Adversário"
                  yLabel="Gols"
                  positiveLabel="Gols pró"
                  negativeLabel="Gols contra"
                />
                {/* A tournament at its own venues has no home side (decision 0118): no split. */}
                {!stats.neutralVenues && (
                  <div className="overflow-x-auto">
                    <table className="w-full text-sm">
                      <thead>
                        <tr className="text-xs text-text-muted">
                          <th scope="col" className="py-1 text-left font-medium">
                            Mando
                          </th>
                          <th scope="col" className="font-medium">
                            J
                          </th>
                          <th scope="col" className="font-medium">
                            V
                          </th>
                          <th scope="col" className="font-medium">
                            E
                          </th>
                          <th scope="col" className="font-medium">
                            D
                          </th>
                          <th scope="col" className="font-medium">
                            GP
                          </th>
                          <th scope="col" className="font-medium">
                            GC
                          </th>
                        </tr>
                      </thead>
                      <tbody className="tabular text-center">
                        {(
                          [
                            ['Em casa', stats.home],
                            ['Fora', stats.away],
                          ] as const
                        ).map(([label, s]) => (
                          <tr key={label} className="border-t border-border">
                            <th scope="row" className="py-2 text-left font-normal">
                              {label}
                            </th>
                            <td>{s.played}</td>
                            <td>{s.won}</td>
                            <td>{s.drawn}</td>
                            <td>{s.lost}</td>
                            <td>{s.goalsFor}</td>
                            <td>{s.goalsAgainst}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </div>
            </Card>
          ) : (
            <EmptyState
              icon={CalendarDays}
              title="Sem estatísticas ainda"
              description="Nenhum jogo finalizado deste time nos nossos dados."
            />
          )}
          {detail.squad && <SquadCard squad={detail.squad} />}
        </div>
        <div className="grid content-start gap-4">
          <Card className="overflow-hidden">
            <CardHeader title="Próximos jogos" />
            {next.length ? (
              <ul className="divide-y divide-border">
                {next.map((m) => (
                  <li key={m.id}>
                    <MatchRow match={m} showDate showCompetition />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-4 text-sm text-text-muted">Nenhum jogo agendado.</p>
            )}
          </Card>
          <Card className="overflow-hidden">
            <CardHeader title="Últimos resultados" />
            {detail.last.length ? (
              <ul className="divide-y divide-border">
                {detail.last.map((m) => (
                  <li key={m.id}>
                    <MatchRow match={m} showDate showCompetition />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-4 text-sm text-text-muted">Nenhum resultado ainda.</p>
            )}
          </Card>
          <Card>
            <CardHeader title="Competições" />
            <ul className="divide-y divide-border">
              {detail.competitions.map((c) => (
                <li key={c.seasonId}>
                  <Link
                    to="/leagues/$slug/$id"
                    params={{ slug: c.slug, id: String(c.id) }}
                    search={{ season: c.seasonId }}
                    className="flex min-h-11 items-center justify-between px-4 py-2 text-sm hover:bg-surface-2"
                  >
                    <span>{c.name}</span>
                    <span className="text-text-muted">{c.seasonName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </Page>
  );
}

/** The opponent under its bar: the first three letters of its name ("Dortmund" → "DOR"), as scoreboards print. */
function opponentTick(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
}
