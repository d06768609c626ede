// Match row (UI.md): status or kick-off on the left, teams stacked in the middle, score on the right.
import { Link } from '@tanstack/react-router';
import type { Match } from '@shared/football';
import { kickoffText, statusLabel } from '@shared/match-display';
import { isFinished, isLive, MatchStatus } from '@shared/match-status';
import { matchSlug } from '@shared/slug';
import { cn } from '@app/components/ui/cn';
import { useScoreFlash } from '@app/components/ui/use-score-flash';
import { TeamCrest } from './team-crest';

function StatusCell({ match, showDate }: { match: Match; showDate?: boolean }) {
  if (isLive(match.status)) {
    return (
      <span className="flex flex-col items-center gap-0.5 text-accent">
        <span className="flex items-center gap-1 text-[11px] font-semibold uppercase">
          <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-accent" aria-hidden="true" />
          {match.status === MatchStatus.HalfTime ? 'Intervalo' : 'Ao Vivo'}
        </span>
        {match.minute != null && match.status !== MatchStatus.HalfTime && (
          <span className="tabular text-xs font-bold">{match.minute}'</span>
        )}
      </span>
    );
  }
  if (match.status === MatchStatus.Scheduled) {
    if (showDate) {
      const text = kickoffText(match);
      if (!text) return <span className="text-xs text-text-muted">Agendado</span>;
      const [day, time] = text.split(', ');
      return (
        <span className="flex flex-col items-center text-xs">
          <span className="text-text-muted">{day}</span>
          <span className="tabular font-semibold">{time}</span>
        </span>
      );
    }
    return match.matchTime ? (
      <span className="tabular text-sm font-semibold">{match.matchTime}</span>
    ) : (
      <span className="text-center text-[11px] leading-tight text-text-muted">A definir</span>
    );
  }
  const label =
    match.status === MatchStatus.Finished
      ? 'Fim'
      : match.status === MatchStatus.FinishedAfterExtraTime
        ? 'Prorr.'
        : match.status === MatchStatus.FinishedAfterPenalties
          ? 'Pên.'
          : 'Adiado';
  return (
    <span className="flex flex-col items-center text-xs text-text-muted" title={statusLabel(match)}>
      {showDate && <span>{kickoffText(match)?.split(', ')[0]}</span>}
      <span>{label}</span>
    </span>
  );
}

export function MatchRow({
  match,
  showDate,
  showCompetition,
}: {
  match: Match;
  showDate?: boolean;
  showCompetition?: boolean;
}) {
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
      aria-label={`${match.homeTeam.name} ${hasScore ? `${match.homeScore} x ${match.awayScore}` : 'x'} ${match.awayTeam.name}, ${statusLabel(match)}`}
    >
      <span className="flex w-14 shrink-0 justify-center">
        <StatusCell match={match} showDate={showDate} />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
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
}
