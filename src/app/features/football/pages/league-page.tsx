// /leagues/{slug}/{id} and /leagues/{id}: table with zones, rounds, top scorers, season switcher.
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Goal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Page } from '@app/components/ui/page';
import { SelectField } from '@app/components/ui/select-field';
import { Card, CardHeader } from '@app/components/ui/card';
import { Skeleton } from '@app/components/ui/skeleton';
import { EmptyState } from '@app/components/ui/empty-state';
import { Button } from '@app/components/ui/button';
import { useLeagueDetail } from '../api';
import { StandingsTable, ZoneLegend } from '../components/standings-table';
import { MatchRow } from '../components/match-row';
import { TeamCrest } from '../components/team-crest';
import { QueryError } from '../components/query-states';

const tabClass =
  'h-10 rounded-lg px-4 text-sm font-medium text-text-muted data-[state=active]:bg-accent/10 data-[state=active]:text-accent hover:text-text';

export function LeaguePage({ id, slug, season }: { id: string; slug?: string; season?: number }) {
  const query = useLeagueDetail(id, season);
  const navigate = useNavigate();
  const detail = query.data;
  const [roundIndex, setRoundIndex] = useState<number | null>(null);
  useEffect(() => setRoundIndex(null), [id, season]);
  useEffect(() => {
    if (detail && slug !== detail.league.slug && String(detail.league.id) === id) {
      void navigate({
        to: '/leagues/$slug/$id',
        params: { slug: detail.league.slug, id },
        search: { season },
        replace: true,
      });
    }
  }, [detail, slug, id, season, navigate]);
  const round = detail ? detail.rounds[roundIndex ?? detail.currentRound] : undefined;
  const current = roundIndex ?? detail?.currentRound ?? 0;
  return (
    <Page
      title={detail ? `${detail.league.name} ${detail.season.name}` : 'Liga'}
      heading={detail?.league.name ?? 'Liga'}
      description={
        detail ? `${detail.league.country} · Temporada ${detail.season.name}` : 'Classificação, rodadas e artilharia.'
      }
      actions={
        detail && detail.seasons.length > 1 ? (
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
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-[480px] w-full rounded-[12px]" />
        </div>
      ) : query.isError || !detail ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} notFoundTitle="Liga não encontrada" />
      ) : (
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
          <Tabs.Content value="table" className="grid gap-4">
            {detail.tables.length ? (
              detail.tables.map((table, index) => (
                <Card key={table.name ?? index} className="overflow-hidden">
                  <StandingsTable table={table} />
                  {index === detail.tables.length - 1 && <ZoneLegend zones={detail.zones} />}
                </Card>
              ))
            ) : (
              <EmptyState
                icon={Goal}
                title="Sem tabela nesta competição"
                description="Esta temporada é disputada só em mata-mata."
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="rounds">
            {round ? (
              <Card className="overflow-hidden">
                <div className="flex items-center justify-between gap-2 border-b border-border px-2 py-2">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Rodada anterior"
                    disabled={current <= 0}
                    onClick={() => setRoundIndex(current - 1)}
                  >
                    <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                  </Button>
                  <h2 className="text-sm font-semibold">{round.name}</h2>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Próxima rodada"
                    disabled={current >= detail.rounds.length - 1}
                    onClick={() => setRoundIndex(current + 1)}
                  >
                    <ChevronRight className="h-5 w-5" aria-hidden="true" />
                  </Button>
                </div>
                <ul className="divide-y divide-border">
                  {round.matches.map((match) => (
                    <li key={match.id}>
                      <MatchRow match={match} showDate />
                    </li>
                  ))}
                </ul>
              </Card>
            ) : (
              <EmptyState icon={Goal} title="Nenhuma rodada" />
            )}
          </Tabs.Content>
          <Tabs.Content value="scorers">
            {detail.topScorers.length ? (
              <Card>
                <CardHeader title="Artilharia" />
                <ol className="divide-y divide-border">
                  {detail.topScorers.map((s, index) => (
                    <li key={`${s.player}-${s.team.id}`} className="flex min-h-12 items-center gap-3 px-4 py-2">
                      <span className="tabular w-5 text-right text-xs text-text-muted">{index + 1}</span>
                      <TeamCrest team={s.team} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium">{s.player}</span>
                        <Link
                          to="/team/$teamSlug/$teamId"
                          params={{ teamSlug: s.team.slug, teamId: String(s.team.id) }}
                          className="text-xs text-text-muted hover:underline"
                        >
                          {s.team.name}
                        </Link>
                      </span>
                      <span className="tabular text-lg font-bold">{s.goals}</span>
                      {s.penalties > 0 && <span className="tabular text-xs text-text-muted">({s.penalties} pên.)</span>}
                    </li>
                  ))}
                </ol>
              </Card>
            ) : (
              <EmptyState
                icon={Goal}
                title="Artilharia indisponível"
                description="Os dados desta competição não trazem os autores dos gols."
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Page>
  );
}
