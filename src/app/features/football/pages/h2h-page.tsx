// /h2h/{homeTeam}/{awayTeam}: the record between two teams and every meeting; a picker to compare others.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import type { H2h } from '@shared/football';
import { pluralWord } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { h2hQueryOptions } from '../api';
import { TeamPicker } from '../components/team-picker';
import { TeamCrest } from '../components/team-crest';
import { MatchRow } from '../components/match-row';
import { StatTile, decimal } from '../components/stat-tile';

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
        <TeamPicker title="Comparar outros times" />
      </div>
    </Page>
  );
}

/** /h2h without teams: choose two, then see their record. */
export function H2hPickerPage({ initialHome }: { initialHome?: H2h['home'] | null }) {
  return (
    <Page
      title="Confronto direto"
      description="Escolha dois times para ver vitórias, empates, gols e todos os encontros entre eles."
    >
      <TeamPicker title="Escolha dois times" initialHome={initialHome} />
    </Page>
  );
}
