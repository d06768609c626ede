// /h2h/{homeTeam}/{awayTeam}: the record between two teams and every meeting; a picker to compare others.
import { useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { H2h } from '@shared/football';
import { pluralWord } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { Button } from '@app/components/ui/button';
import { SelectField } from '@app/components/ui/select-field';
import { h2hQueryOptions, useLeagueTeams, useLeagues } from '../api';
import { TeamCrest } from '../components/team-crest';
import { MatchRow } from '../components/match-row';
import { StatTile, decimal } from '../components/stat-tile';

function TeamSelect({
  label,
  league,
  value,
  onChange,
}: {
  label: string;
  league?: number;
  value: string;
  onChange: (slug: string) => void;
}) {
  const teams = useLeagueTeams(league).data ?? [];
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      placeholder="Escolha um time"
      disabled={!teams.length}
      options={teams.map((t) => ({ value: t.slug, label: t.name }))}
    />
  );
}

/** Compare any two teams: pick a league, then one team on each side. */
function TeamPicker() {
  const leagues = useLeagues();
  const navigate = useNavigate();
  const all = leagues.data?.countries.flatMap((c) => c.leagues) ?? [];
  const [league, setLeague] = useState<number | undefined>(undefined);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const chosen = league ?? all[0]?.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (home && away && home !== away)
      void navigate({ to: '/h2h/$homeTeam/$awayTeam', params: { homeTeam: home, awayTeam: away } });
  };
  return (
    <Card>
      <CardHeader title="Comparar outros times" />
      <form onSubmit={submit} className="grid gap-3 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <SelectField
          label="Liga"
          value={chosen ?? ''}
          onChange={(next) => {
            setLeague(Number(next));
            setHome('');
            setAway('');
          }}
          options={all.map((l) => ({ value: l.id, label: l.name }))}
        />
        <TeamSelect label="Time 1" league={chosen} value={home} onChange={setHome} />
        <TeamSelect label="Time 2" league={chosen} value={away} onChange={setAway} />
        <Button type="submit" disabled={!home || !away || home === away}>
          Comparar
        </Button>
      </form>
    </Card>
  );
}

function Record({ data }: { data: H2h }) {
  const { summary } = data;
  const side = (team: H2h['home'], wins: number) => (
    <div className="flex flex-col items-center gap-2 text-center">
      <TeamCrest team={team} size={48} priority />
      <span className="text-sm font-semibold">{team.name}</span>
      <span className="tabular text-3xl font-extrabold">{wins}</span>
      <span className="text-xs text-text-muted">{pluralWord(wins, 'vitória', 'vitórias')}</span>
    </div>
  );
  return (
    <Card className="p-4 md:p-6">
      <div className="grid grid-cols-3 items-center gap-2">
        {side(data.home, summary.wins)}
        <div className="flex flex-col items-center gap-1">
          <span className="tabular text-3xl font-extrabold text-text-muted">{summary.draws}</span>
          <span className="text-xs text-text-muted">{pluralWord(summary.draws, 'empate', 'empates')}</span>
        </div>
        {side(data.away, summary.losses)}
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <StatTile label="Jogos" value={summary.played} />
        <StatTile label={`Gols ${data.home.name}`} value={summary.goalsFor} />
        <StatTile label={`Gols ${data.away.name}`} value={summary.goalsAgainst} />
        <StatTile label="Média de gols" value={decimal(summary.avgGoals)} />
      </div>
    </Card>
  );
}

export function H2hPage({ home, away }: { home: string; away: string }) {
  const { data } = useSuspenseQuery(h2hQueryOptions(home, away));
  const title = `${data.home.name} x ${data.away.name}`;
  return (
    <Page title={title} heading={title} description="Todos os encontros entre os dois times, em todas as competições.">
      <div className="grid gap-4">
        <Record data={data} />
        {data.upcoming.length > 0 && (
          <Card className="overflow-hidden">
            <CardHeader title="Próximos encontros" />
            <ul className="divide-y divide-border">
              {data.upcoming.map((m) => (
                <li key={m.id}>
                  <MatchRow match={m} showDate showCompetition />
                </li>
              ))}
            </ul>
          </Card>
        )}
        {data.meetings.length ? (
          <Card className="overflow-hidden">
            <CardHeader title="Últimos encontros" />
            <ul className="divide-y divide-border" aria-label="Últimos encontros">
              {data.meetings.map((m) => (
                <li key={m.id}>
                  <MatchRow match={m} showDate showCompetition />
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <EmptyState
            icon={Swords}
            title="Nenhum encontro nos nossos dados"
            description="Estes times ainda não se enfrentaram nas competições que acompanhamos."
          />
        )}
        <TeamPicker />
      </div>
    </Page>
  );
}
