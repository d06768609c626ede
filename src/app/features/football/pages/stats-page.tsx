// /stats: league selector and the league's statistics, with charts (lazy-loaded).
import { Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LeagueStats } from '@shared/football';
import { plural } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { SelectField } from '@app/components/ui/select-field';
import { Card, CardHeader } from '@app/components/ui/card';
import { leagueStatsQueryOptions, leaguesQueryOptions } from '../api';
import { StatTile, decimal, percent } from '../components/stat-tile';
import { LazyBarChart } from '../components/lazy-chart';
import { TeamCrest } from '../components/team-crest';
import { FormPills } from '../components/form-pills';

function Ranking({
  title,
  rows,
  unit,
}: {
  title: string;
  rows: LeagueStats['rankings']['attack'];
  unit: (row: LeagueStats['rankings']['attack'][number]) => string;
}) {
  return (
    <Card>
      <CardHeader title={title} />
      <ol className="divide-y divide-border">
        {rows.map((row, index) => (
          <li key={row.team.id} className="flex min-h-11 items-center gap-2 px-3 py-1.5 text-sm">
            <span className="tabular w-5 text-right text-xs text-text-muted">{index + 1}</span>
            <TeamCrest team={row.team} />
            <Link
              to="/team/$teamSlug/$teamId"
              params={{ teamSlug: row.team.slug, teamId: String(row.team.id) }}
              className="min-w-0 flex-1 truncate hover:underline"
            >
              {row.team.name}
            </Link>
            <span className="tabular text-right font-semibold">{unit(row)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function StatsPage({ league, season }: { league?: number; season?: number }) {
  const { data: leagues } = useSuspenseQuery(leaguesQueryOptions());
  const { data: stats } = useSuspenseQuery(leagueStatsQueryOptions(league, season));
  const navigate = useNavigate();
  const all = leagues.countries.flatMap((c) => c.leagues);
  return (
    <Page
      title="Estatísticas"
      description="Médias de gols, mandantes e visitantes, e os melhores ataques, defesas e campanhas."
    >
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField
          label="Liga"
          value={stats.league.id}
          onChange={(next) => void navigate({ to: '/stats', search: { league: Number(next) } })}
          options={all.map((l) => ({ value: l.id, label: l.name }))}
        />
        {stats.seasons.length > 1 && (
          <SelectField
            label="Temporada"
            value={stats.season.id}
            onChange={(next) =>
              void navigate({ to: '/stats', search: { league: stats.league.id, season: Number(next) } })
            }
            options={stats.seasons.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
      </div>
      <div className="grid gap-4">
        <Card>
          <CardHeader title={`${stats.league.name} ${stats.season.name} · ${plural(stats.played, 'jogo', 'jogos')}`} />
          <div className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-4">
            <StatTile
              label="Gols por jogo"
              value={decimal(stats.goalsPerMatch)}
              hint={plural(stats.goals, 'gol', 'gols')}
            />
            <StatTile label="Vitórias do mandante" value={percent(stats.homeWinPct)} />
            <StatTile label="Empates" value={percent(stats.drawPct)} />
            <StatTile label="Vitórias do visitante" value={percent(stats.awayWinPct)} />
            <StatTile label="Mais de 1,5 gol" value={percent(stats.over15Pct)} />
            <StatTile label="Mais de 2,5 gols" value={percent(stats.over25Pct)} />
            <StatTile label="Mais de 3,5 gols" value={percent(stats.over35Pct)} />
            <StatTile label="Ambos marcam" value={percent(stats.bothTeamsScorePct)} />
          </div>
        </Card>
        {stats.goalsByRound.length > 0 && (
          <Card>
            <CardHeader title="Gols por rodada" />
            <div className="p-4">
              <LazyBarChart
                title="Gols por rodada"
                data={stats.goalsByRound.map((r) => ({ label: r.round, tick: roundNumber(r.round), value: r.goals }))}
                xLabel="Rodada"
                yLabel="Gols"
                positiveLabel="Gols na rodada"
              />
            </div>
          </Card>
        )}
        <div className="grid gap-4 md:grid-cols-3">
          <Ranking
            title="Melhores ataques"
            rows={stats.rankings.attack}
            unit={(r) => `${r.value} (${decimal(r.perMatch)}/j)`}
          />
          <Ranking
            title="Melhores defesas"
            rows={stats.rankings.defence}
            unit={(r) => `${r.value} (${decimal(r.perMatch)}/j)`}
          />
          <Card>
            <CardHeader title="Melhor forma" />
            <ol className="divide-y divide-border">
              {stats.rankings.form.map((row, index) => (
                <li key={row.team.id} className="flex min-h-11 items-center gap-2 px-3 py-1.5 text-sm">
                  <span className="tabular w-5 text-right text-xs text-text-muted">{index + 1}</span>
                  <TeamCrest team={row.team} />
                  <span className="min-w-0 flex-1 truncate">{row.team.name}</span>
                  <FormPills form={row.form} size={16} />
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </Page>
  );
}

/** "Rodada 12" → "12", "Grupo A · 2ª rodada" → "2": the short tick under a round's bar. */
function roundNumber(round: string): string {
  return /(\d+)\D*$/.exec(round)?.[1] ?? round.slice(0, 3);
}
