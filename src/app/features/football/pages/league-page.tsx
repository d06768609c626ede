// /leagues/{slug}/{id} and /leagues/{id}: the table (overall, home, away) with zones, the rounds
// opened on the current one, top scorers, and the season switcher.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Goal } from 'lucide-react';
import { useMemo, useState } from 'react';
import * as Tabs from 'radix-ui/tabs';
import type { LeagueDetail, LeagueTable } from '@shared/football';
import { plural } from '@shared/plural';
import { isFinished } from '@shared/match-status';
import { Page } from '@app/components/ui/page';
import { SelectField } from '@app/components/ui/select-field';
import { Card, CardHeader } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { Button } from '@app/components/ui/button';
import { leagueDetailQueryOptions } from '../api';
import { useRefetchOnLiveResult } from '@app/lib/live-match';
import { StandingsTable, ZoneLegend } from '../components/standings-table';
import { MatchRow } from '../components/match-row';
import { TeamCrest } from '../components/team-crest';
import { PlayerLink } from '../components/player-link';

const tabClass =
  'h-10 rounded-lg px-4 text-sm font-medium text-text-muted data-[state=active]:bg-accent/10 data-[state=active]:text-accent hover:text-text';

type Venue = 'all' | 'home' | 'away';
const VENUES: { value: Venue; label: string }[] = [
  { value: 'all', label: 'Geral' },
  { value: 'home', label: 'Casa' },
  { value: 'away', label: 'Fora' },
];

const venueRows = (table: LeagueTable, venue: Venue) =>
  venue === 'home' ? table.home : venue === 'away' ? table.away : table.rows;

const venueTabClass =
  'h-9 min-w-16 rounded-md px-3 text-sm font-semibold text-text-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow';

/**
 * Geral / Casa / Fora over every table of the season (one switch for all groups). A tournament at its
 * own venues has no home side (decision 0118): its tables come without the switch.
 */
function Standings({ detail }: { detail: LeagueDetail }) {
  if (!detail.tables.length) {
    return (
      <EmptyState
        icon={Goal}
        title="Sem tabela nesta competição"
        description="Esta temporada é disputada só em mata-mata."
      />
    );
  }
  if (detail.neutralVenues) {
    return (
      <div className="grid gap-3">
        {detail.tables.map((table, index) => (
          <Card key={table.name ?? index} className="overflow-hidden">
            <StandingsTable caption={table.name} rows={table.rows} />
            {index === detail.tables.length - 1 && <ZoneLegend zones={detail.zones} />}
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Tabs.Root defaultValue="all" className="grid gap-3">
      <Tabs.List aria-label="Mando de campo" className="flex w-fit gap-1 rounded-lg bg-surface-2 p-1">
        {VENUES.map((venue) => (
          <Tabs.Trigger key={venue.value} value={venue.value} className={venueTabClass}>
            {venue.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {VENUES.map((venue) => (
        <Tabs.Content key={venue.value} value={venue.value} className="grid gap-3">
          {detail.tables.map((table, index) => (
            <Card key={table.name ?? index} className="overflow-hidden">
              <StandingsTable caption={table.name} rows={venueRows(table, venue.value)} />
              {venue.value === 'all' && index === detail.tables.length - 1 && <ZoneLegend zones={detail.zones} />}
            </Card>
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The rounds, opened on the current one (the round being played, else the next; shared/rounds.ts). */
function Rounds({ detail }: { detail: LeagueDetail }) {
  const [index, setIndex] = useState(detail.currentRound);
  // A finished season has no current round: its last one is where it opens, not "atual".
  const seasonOn = detail.rounds[detail.currentRound]?.matches.some((m) => !isFinished(m.status)) ?? false;
  const round = detail.rounds[index];
  if (!round)
    return <EmptyState icon={Goal} title="Nenhuma rodada" description="Esta temporada ainda não tem jogos." />;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-border px-2 py-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Rodada anterior"
          disabled={index <= 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <label className="min-w-0 flex-1 text-center">
          <span className="sr-only">Rodada</span>
          <select
            value={index}
            onChange={(event) => setIndex(Number(event.target.value))}
            aria-label="Rodada"
            className="h-10 max-w-full truncate rounded-lg bg-transparent px-2 text-center text-sm font-semibold text-text hover:bg-surface-2"
          >
            {detail.rounds.map((r, i) => (
              <option key={i} value={i} className="bg-surface">
                {r.name}
                {i === detail.currentRound && seasonOn ? ' (atual)' : ''}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Próxima rodada"
          disabled={index >= detail.rounds.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
      <h2 className="sr-only">{round.name}</h2>
      <ul className="divide-y divide-border" aria-label={`Jogos da ${round.name}`}>
        {round.matches.map((match) => (
          <li key={match.id}>
            <MatchRow match={match} showDate />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TopScorers({ detail }: { detail: LeagueDetail }) {
  if (!detail.topScorers.length) {
    return (
      <EmptyState
        icon={Goal}
        title="Artilharia indisponível"
        description="Os dados desta competição não trazem os autores dos gols."
      />
    );
  }
  return (
    <Card>
      <CardHeader title="Artilharia" />
      <ol className="divide-y divide-border">
        {detail.topScorers.map((s, index) => (
          <li key={`${s.player}-${s.team.id}`} className="flex min-h-12 items-center gap-3 px-4 py-2">
            <span className="tabular w-5 text-right text-xs text-text-muted">{index + 1}</span>
            <TeamCrest team={s.team} />
            <span className="min-w-0 flex-1">
              <PlayerLink player={s.playerRef ?? null} name={s.player} className="block truncate text-sm font-medium" />
              <Link
                to="/team/$teamSlug/$teamId"
                params={{ teamSlug: s.team.slug, teamId: String(s.team.id) }}
                className="text-xs text-text-muted hover:underline"
              >
                {s.team.name}
              </Link>
            </span>
            <span className="tabular text-lg font-bold" aria-label={plural(s.goals, 'gol', 'gols')}>
              {s.goals}
            </span>
            {s.penalties > 0 && (
              <span className="tabular text-xs text-text-muted">({plural(s.penalties, 'pênalti', 'pênaltis')})</span>
            )}
            {s.yellowCards != null && (
              <span className="tabular flex items-center gap-1 text-xs text-text-muted">
                <span aria-hidden="true" className="inline-block h-3 w-2 rounded-[1px] bg-yellow-400" />
                <span className="sr-only">Cartões amarelos: </span>
                {s.yellowCards}
                {s.redCards ? (
                  <>
                    <span aria-hidden="true" className="ml-1 inline-block h-3 w-2 rounded-[1px] bg-red-600" />
                    <span className="sr-only">, vermelhos: </span>
                    {s.redCards}
                  </>
                ) : null}
              </span>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function LeaguePage({ id, season }: { id: string; season?: number }) {
  const options = leagueDetailQueryOptions(id, season);
  const { data: detail } = useSuspenseQuery(options);
  // A goal or a kick-off in this season asks the tables again (the live table counts it).
  const seasonMatches = useMemo(() => detail.rounds.flatMap((round) => round.matches), [detail.rounds]);
  useRefetchOnLiveResult(options.queryKey, seasonMatches);
  const navigate = useNavigate();
  return (
    <Page
      title={`${detail.league.name} ${detail.season.name}`}
      heading={detail.league.name}
      description={`${detail.league.country} · Temporada ${detail.season.name}`}
      actions={
        detail.seasons.length > 1 ? (
          <SelectField
            inline
            label="Temporada"
            value={detail.season.id}
            onChange={(next) =>
              void navigate({
                to: '/leagues/$slug/$id',
                params: { slug: detail.league.slug, id },
                search: { season: Number(next) },
              })
            }
            options={detail.seasons.map((s) => ({ value: s.id, label: s.name }))}
          />
        ) : undefined
      }
    >
      <Tabs.Root defaultValue="table" className="grid gap-4">
        <Tabs.List aria-label="Seções da liga" className="flex gap-1 overflow-x-auto">
          <Tabs.Trigger value="table" className={tabClass}>
            Classificação
          </Tabs.Trigger>
          <Tabs.Trigger value="rounds" className={tabClass}>
            Rodadas
          </Tabs.Trigger>
          <Tabs.Trigger value="scorers" className={tabClass}>
            Artilharia
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="table">
          <Standings detail={detail} />
        </Tabs.Content>
        <Tabs.Content value="rounds">
          {/* A new season opens on its own current round. */}
          <Rounds key={detail.season.id} detail={detail} />
        </Tabs.Content>
        <Tabs.Content value="scorers">
          <TopScorers detail={detail} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
