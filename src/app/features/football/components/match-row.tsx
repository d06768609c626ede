// Match row (UI.md): status or kick-off on the left, teams stacked in the middle, score on the right.
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Match } from '@shared/football';
import { decidedLabel, statusDisplay } from '@shared/match-display';
import { isFinished, isLive, MatchStatus } from '@shared/match-status';
import { matchSlug } from '@shared/slug';
import { cn } from '@app/components/ui/cn';
import { useLiveMatch } from '@app/lib/live-match';
import { SpokenLabel } from '@app/components/ui/spoken-label';
import { useScoreFlash } from '@app/components/ui/use-score-flash';
import { TeamCrest } from './team-crest';

/**
 * The status column of spec §4 (UI.md): 'Ao Vivo' with the minute or 'Int.'; the kick-off time (and
 * day when the list spans days) for 0; 'Finalizado' and the day for 3; 'Prorrog.' or 'Pênaltis' and the
 * day for 31 and 32, the day for 4, whose score stands in the score column. Every past result shows its date.
 */
function StatusCell({ match, showDate }: { match: Match; showDate?: boolean }) {
  const status = statusDisplay(match);
  if (status.kind === 'live') {
    return (
      <span className="flex flex-col items-center gap-0.5 text-accent">
        <span className="flex items-center gap-1 whitespace-nowrap text-[11px] font-semibold">
          <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-accent" aria-hidden="true" data-live-dot />
          {status.label}
        </span>
        {status.detail && <span className="tabular text-xs font-bold">{status.detail}</span>}
      </span>
    );
  }
  if (status.kind === 'scheduled') {
    if (!status.day) return <span className="text-[11px] text-text-muted">{status.label}</span>;
    return (
      <span className="flex flex-col items-center text-xs">
        {showDate && <span className="text-text-muted">{status.day}</span>}
        {status.time ? (
          <span className="tabular text-sm font-semibold">{status.time}</span>
        ) : (
          <span className="text-center text-[11px] leading-tight text-text-muted">A definir</span>
        )}
      </span>
    );
  }
  if (status.kind === 'past') {
    return (
      <span className="flex flex-col items-center text-[11px] leading-tight text-text-muted" title={match.statusName}>
        {match.status === MatchStatus.Finished && <span>{status.label}</span>}
        {/* How it was decided, beside the score column (and the shoot-out's kicks after it). */}
        {match.status === MatchStatus.FinishedAfterPenalties && <span>Pênaltis</span>}
        {match.status === MatchStatus.FinishedAfterExtraTime && <span>Prorrog.</span>}
        {status.day && <span className="tabular text-text">{status.day}</span>}
      </span>
    );
  }
  return <span className="text-center text-[11px] leading-tight text-text-muted">{status.label}</span>;
}

/** The row's accessible name: teams and score first (live tests read it), then the status and the day. */
function rowLabel(match: Match): string {
  const status = statusDisplay(match);
  const score = match.homeScore != null && match.awayScore != null ? `${match.homeScore} x ${match.awayScore}` : 'x';
  // After extra time or penalties: how it was decided, not the score a second time.
  const parts = [`${match.homeTeam.name} ${score} ${match.awayTeam.name}`, decidedLabel(match) ?? status.label];
  if (status.detail) parts[1] += ` ${status.detail}`;
  if (status.kind === 'past' && status.day) parts.push(status.day);
  return parts.join(', ');
}

/**
 * A match in a list: its score, minute and status follow the live feed (useLiveMatch). Memoized: a
 * list's refetch that changes no match keeps its objects (structural sharing), so it renders no row.
 */
export const MatchRow = memo(function MatchRow({
  match: shown,
  showDate,
  showCompetition,
}: {
  match: Match;
  showDate?: boolean;
  showCompetition?: boolean;
}) {
  const match = useLiveMatch(shown);
  const hasScore = match.homeScore != null && match.awayScore != null;
  const flashing = useScoreFlash(match);
  const finished = isFinished(match.status);
  const homeWins =
    hasScore &&
    (match.homeScore! > match.awayScore! || (match.penalties != null && match.penalties.home > match.penalties.away));
  const awayWins =
    hasScore &&
    (match.awayScore! > match.homeScore! || (match.penalties != null && match.penalties.away > match.penalties.home));
  const scoreClass = (wins: boolean, loses: boolean) =>
    cn('tabular text-base font-bold', finished && loses && 'text-text-muted', wins && 'text-text');
  return (
    <Link
      to="/match/$slug/$matchId"
      params={{ slug: matchSlug(match.homeTeam.name, match.awayTeam.name), matchId: String(match.id) }}
      data-match-id={match.id}
      className="flex min-h-14 items-center gap-3 px-3 py-2 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      <SpokenLabel>{rowLabel(match)}</SpokenLabel>
      <span className="flex w-16 shrink-0 justify-center" aria-hidden="true">
        <StatusCell match={match} showDate={showDate} />
      </span>
      <span className="grid min-w-0 flex-1 gap-1" aria-hidden="true">
        {showCompetition && match.competition && (
          <span className="truncate text-[11px] text-text-muted">
            {match.competition.name}
            {match.round ? ` · ${match.round}` : ''}
          </span>
        )}
        {[match.homeTeam, match.awayTeam].map((team, index) => (
          <span
            key={index}
            className={cn(
              'flex min-w-0 items-center gap-2 text-sm',
              finished && (index === 0 ? awayWins : homeWins) && 'text-text-muted',
            )}
          >
            <TeamCrest team={team} />
            <span className="truncate">{team.name}</span>
          </span>
        ))}
      </span>
      <span
        data-flashing={flashing || undefined}
        className={cn(
          'grid w-8 shrink-0 justify-items-end gap-1 rounded-md transition-colors duration-200',
          isLive(match.status) && 'text-accent',
          flashing && 'bg-accent/20',
        )}
        aria-hidden="true"
      >
        {hasScore ? (
          <>
            <span className={scoreClass(homeWins, awayWins)}>{match.homeScore}</span>
            <span className={scoreClass(awayWins, homeWins)}>{match.awayScore}</span>
          </>
        ) : (
          <span className="row-span-2 text-xs text-text-muted">vs</span>
        )}
      </span>
      {match.penalties && (
        <span
          className="tabular grid w-6 shrink-0 justify-items-end gap-1 text-[11px] text-text-muted"
          aria-hidden="true"
        >
          <span>({match.penalties.home})</span>
          <span>({match.penalties.away})</span>
        </span>
      )}
    </Link>
  );
});
