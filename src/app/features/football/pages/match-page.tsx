// /match/{slug}/{id} and /match/{id}: scoreboard, goals, table rows, form and head-to-head.
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChevronRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormEntry, Goal, Match, MatchDetail } from '@shared/football';
import { decidedLabel, rescheduledText, statusDisplay, statusLine } from '@shared/match-display';
import { isFinished, isLive, MatchStatus } from '@shared/match-status';
import { pluralWord } from '@shared/plural';
import { longDateLabel } from '@shared/datetime';
import { ofTeam } from '@shared/team-grammar';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { useScoreFlash } from '@app/components/ui/use-score-flash';
import { useLiveMatch, useRefetchOnLiveResult } from '@app/lib/live-match';
import { matchDetailQueryOptions } from '../api';
import { TeamCrest } from '../components/team-crest';
import { FormList } from '../components/form-pills';
import { StandingsTable } from '../components/standings-table';
import { MatchRow } from '../components/match-row';
import { useFootballSlots } from '../slots';
import { Lineups, Officials, PendingGoals, Timeline } from '../components/match-story';
import { TeamStatistics } from '../components/match-statistics';
import { goalsAhead, storyCard } from '../components/story-card';

/** Team statistics are refreshed by the source every few live reads: minutes of play between asks. */
const STATISTICS_EVERY_MINUTES = 5;
/** Under a timeline whose goal minutes the demo's replay gave (the data has only the result). */
export const REPLAY_MINUTES_NOTE =
  'Minutos da reprodução desta demonstração: os dados desta competição trazem só o placar, sem os autores dos gols.';

function Scoreboard({
  match,
  halfTime,
  rescheduledFrom,
}: {
  match: Match;
  halfTime: MatchDetail['halfTime'];
  rescheduledFrom: MatchDetail['rescheduledFrom'];
}) {
  const status = statusDisplay(match);
  const live = status.kind === 'live';
  useScoreFlash(match); // announces a new score politely (the rows flash; the scoreboard just says it)
  const hasScore = match.homeScore != null && match.awayScore != null;
  const team = (t: Match['homeTeam']) => (
    <Link
      to="/team/$teamSlug/$teamId"
      params={{ teamSlug: t.slug, teamId: String(t.id) }}
      className="flex flex-col items-center gap-2 text-center hover:underline"
    >
      <TeamCrest team={t} size={56} priority />
      <span className="text-sm font-semibold leading-tight md:text-base">{t.name}</span>
    </Link>
  );
  return (
    <Card className="p-4 md:p-6">
      {match.competition && (
        <Link
          to="/leagues/$slug/$id"
          params={{ slug: match.competition.slug, id: String(match.competition.id) }}
          className="mb-4 flex items-center justify-center gap-1 text-center text-xs text-text-muted hover:text-text"
        >
          {match.competition.name} {match.competition.seasonName}
          {match.round ? ` · ${match.round}` : ''}
          <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />
        </Link>
      )}
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        {team(match.homeTeam)}
        <div className="flex flex-col items-center gap-1">
          <p
            className={cn('tabular text-4xl font-extrabold tracking-tight md:text-5xl', live && 'text-accent')}
            aria-label="Placar"
          >
            {hasScore ? `${match.homeScore} - ${match.awayScore}` : 'vs'}
          </p>
          {/* The score stands once, above: after extra time or penalties the status says how it was
              decided ('4 - 2 nos pênaltis', 'Após prorrogação'); the date is under the teams. */}
          <p
            className={cn('text-center text-sm font-semibold', live ? 'text-accent' : 'text-text-muted')}
            data-testid="scoreboard-status"
          >
            {decidedLabel(match) ?? (status.detail ? `${status.label} · ${status.detail}` : status.label)}
          </p>
          {halfTime && (
            <p className="tabular text-xs text-text-muted">
              Intervalo: {halfTime.home} - {halfTime.away}
            </p>
          )}
        </div>
        {team(match.awayTeam)}
      </div>
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-text-muted">
        <span>
          {longDateLabel(match.matchDate)}
          {match.matchTime ? `, ${match.matchTime}` : ', horário a definir'}
        </span>
        {match.venue && (
          <span className="flex items-center gap-1">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {match.venue}
          </span>
        )}
      </p>
      {rescheduledFrom && (
        <p className="mt-1 text-center text-xs font-semibold text-text-muted" data-testid="match-rescheduled">
          {rescheduledText(rescheduledFrom)}
        </p>
      )}
    </Card>
  );
}

function minuteText(goal: Goal) {
  return `${goal.minute}${goal.offset ? `+${goal.offset}` : ''}'`;
}

/**
 * The goals list. `answered`: the match as the page's answer has it; `match`: the same with the live
 * feed's score, which can be a goal ahead while the answer is asked again (those goals are shown as
 * on their way, not as missing from the data).
 */
export function GoalsTimeline({
  goals,
  match,
  answered,
  pending,
}: {
  goals: Goal[];
  match: Match;
  answered: Match;
  /** Goals the live score has and the answer not yet (story-card's goalsAhead). */
  pending: Array<'home' | 'away'>;
}) {
  const pendingRows = <PendingGoals sides={pending} match={match} />;
  const answeredGoals = (answered.homeScore ?? 0) + (answered.awayScore ?? 0);
  return (
    <Card data-testid="match-goals">
      <CardHeader title="Gols" />
      {goals.length ? (
        <ol className="grid gap-1 p-3">
          {goals.map((goal, index) => (
            <li
              key={index}
              className={cn('flex items-center gap-2 text-sm', goal.side === 'away' && 'flex-row-reverse text-right')}
            >
              <span className="tabular rounded bg-surface-2 px-1.5 py-0.5 text-xs font-semibold">
                {minuteText(goal)}
              </span>
              <span>
                {goal.player}
                {goal.penalty && <span className="text-text-muted"> (pênalti)</span>}
                {goal.ownGoal && <span className="text-text-muted"> (contra)</span>}
              </span>
            </li>
          ))}
          {pendingRows}
        </ol>
      ) : answered.status !== MatchStatus.Scheduled && answeredGoals > 0 ? (
        // The source answered with the result only: each goal by team, and plainly what is missing.
        <div className="grid gap-2 p-3">
          <ul className="grid gap-1">
            {(['home', 'away'] as const).flatMap((side) => {
              const team = side === 'home' ? match.homeTeam : match.awayTeam;
              const count = (side === 'home' ? answered.homeScore : answered.awayScore) ?? 0;
              return Array.from({ length: count }, (_, i) => (
                <li
                  key={`${side}-${i}`}
                  className={cn('flex items-center gap-2 text-sm', side === 'away' && 'flex-row-reverse text-right')}
                >
                  <TeamCrest team={team} size={20} />
                  <span>Gol {ofTeam(team.name)}</span>
                </li>
              ));
            })}
            {pendingRows}
          </ul>
          <p className="text-sm text-text-muted">Os autores dos gols não constam nos dados desta competição.</p>
        </div>
      ) : pending.length > 0 ? (
        <ol className="grid gap-1 p-3">{pendingRows}</ol>
      ) : (
        <p className="p-4 text-sm text-text-muted">
          {match.status === MatchStatus.Scheduled
            ? 'Os gols aparecem aqui quando a partida começar.'
            : 'Partida sem gols.'}
        </p>
      )}
    </Card>
  );
}

function FormCard({ team, form }: { team: Match['homeTeam']; form: FormEntry[] }) {
  return (
    <div className="grid gap-2 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <TeamCrest team={team} /> {team.name}
      </p>
      <FormList team={team} form={form} />
    </div>
  );
}

/** `prediction`: what the route shows under the scoreboard of a scheduled match (the AI feature's panel). */
export function MatchPage({ matchId, prediction }: { matchId: string; prediction?: (match: Match) => ReactNode }) {
  const options = matchDetailQueryOptions(matchId);
  const { data: detail } = useSuspenseQuery(options);
  // The score, minute and status follow the live feed (socket or 15 s polling); a new goal or status
  // also asks the page again, for the scorers and the table, and so does a card or substitution the
  // socket announces, so the timeline grows as it happens (each minute, for a client that only
  // polls). Statistics move on their own: asked again every few minutes of play, not every minute.
  const match = useLiveMatch(detail.match);
  useRefetchOnLiveResult(options.queryKey, [detail.match], {
    events: true,
    everyMinutes: detail.statistics !== null ? STATISTICS_EVERY_MINUTES : undefined,
  });
  // Goals the live feed announced that this answer does not list yet (asked again just now).
  const pending = goalsAhead(match, detail.match);
  const title = `${match.homeTeam.name} x ${match.awayTeam.name}`;
  const { matchAction } = useFootballSlots();
  return (
    <Page title={title} heading={title} description={statusLine(match)} actions={matchAction?.(match)}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid min-w-0 content-start gap-4">
          <Scoreboard match={match} halfTime={detail.halfTime} rescheduledFrom={detail.rescheduledFrom} />
          {match.status === MatchStatus.Scheduled && prediction?.(match)}
          {storyCard(detail) === 'timeline' ? (
            <Timeline
              events={detail.events}
              match={match}
              note={detail.goalMinutesFromReplay ? REPLAY_MINUTES_NOTE : undefined}
              pending={pending}
            />
          ) : (
            <GoalsTimeline goals={detail.goals} match={match} answered={detail.match} pending={pending} />
          )}
          <Officials officials={detail.officials} />
          <Lineups lineups={detail.lineups} match={match} />
          {(isLive(match.status) || isFinished(match.status)) && (
            <TeamStatistics statistics={detail.statistics} match={match} />
          )}
          {detail.standings && (
            <Card className="overflow-hidden">
              <CardHeader
                title={detail.standings.name ? `Classificação · ${detail.standings.name}` : 'Classificação'}
                action={
                  detail.match.competition && (
                    <Link
                      to="/leagues/$slug/$id"
                      params={{ slug: detail.match.competition.slug, id: String(detail.match.competition.id) }}
                      search={{ season: detail.match.competition.seasonId }}
                      className="text-xs text-info hover:underline"
                    >
                      Tabela completa
                    </Link>
                  )
                }
              />
              <StandingsTable
                rows={detail.standings.rows.filter((r) =>
                  [detail.match.homeTeam.id, detail.match.awayTeam.id].includes(r.team.id),
                )}
                highlight={[detail.match.homeTeam.id, detail.match.awayTeam.id]}
              />
            </Card>
          )}
        </div>
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader title="Forma (últimos 5)" />
            <div className="grid divide-y divide-border">
              <FormCard team={detail.match.homeTeam} form={detail.form.home} />
              <FormCard team={detail.match.awayTeam} form={detail.form.away} />
            </div>
          </Card>
          <Card>
            <CardHeader
              title="Confronto direto"
              action={
                <Link
                  to="/h2h/$homeTeam/$awayTeam"
                  params={{ homeTeam: detail.match.homeTeam.slug, awayTeam: detail.match.awayTeam.slug }}
                  className="text-xs text-info hover:underline"
                >
                  Ver confronto completo
                </Link>
              }
            />
            {detail.h2h.played ? (
              <>
                <div className="grid grid-cols-3 gap-2 p-3 text-center">
                  <div>
                    <p className="tabular text-2xl font-bold">{detail.h2h.wins}</p>
                    <p className="truncate text-xs text-text-muted">{detail.match.homeTeam.name}</p>
                  </div>
                  <div>
                    <p className="tabular text-2xl font-bold">{detail.h2h.draws}</p>
                    <p className="text-xs text-text-muted">{pluralWord(detail.h2h.draws, 'Empate', 'Empates')}</p>
                  </div>
                  <div>
                    <p className="tabular text-2xl font-bold">{detail.h2h.losses}</p>
                    <p className="truncate text-xs text-text-muted">{detail.match.awayTeam.name}</p>
                  </div>
                </div>
                <ul className="divide-y divide-border border-t border-border">
                  {detail.h2h.last.map((m) => (
                    <li key={m.id}>
                      <MatchRow match={m} showDate />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="p-4 text-sm text-text-muted">Primeiro encontro entre os dois times nos nossos dados.</p>
            )}
          </Card>
        </div>
      </div>
    </Page>
  );
}
