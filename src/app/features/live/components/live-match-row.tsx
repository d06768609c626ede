// One match row (UI.md): status or kick-off on the left, teams with crests in the middle, the score
// stacked on the right; the score flashes for 2 s when it changes.
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Match } from '@shared/football';
import { MatchStatus, isLive } from '@shared/match-status';
import { matchSlug } from '@shared/slug';
import { cn } from '@app/components/ui/cn';

export const SCORE_FLASH_MS = 2000;

/** True for 2 s after the score changes (not on first render). */
export function useScoreFlash(match: Pick<Match, 'homeScore' | 'awayScore'>): boolean {
  const key = `${match.homeScore ?? ''}-${match.awayScore ?? ''}`;
  const previous = useRef(key);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), SCORE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return flashing;
}

/** 'Ao Vivo' with the minute and a blinking tick, 'Intervalo', 'Pênaltis', 'Finalizado', or the kick-off time. */
export function MatchStatusLabel({ match }: { match: Match }) {
  if (match.status === MatchStatus.HalfTime) return <span className="font-semibold text-warning">Intervalo</span>;
  if (match.status === MatchStatus.Penalties) return <span className="font-semibold text-warning">Pênaltis</span>;
  if (isLive(match.status)) {
    return (
      <span className="flex flex-col items-center leading-tight text-accent">
        <span className="flex items-center gap-1 whitespace-nowrap text-[10px] font-semibold uppercase">
          <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-accent motion-reduce:animate-none" />
          Ao Vivo
        </span>
        {match.minute != null && (
          <span className="font-bold tabular-nums" aria-label={`${match.minute} minutos`}>
            {match.minute}
            <span aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
              '
            </span>
          </span>
        )}
      </span>
    );
  }
  if (match.status === MatchStatus.Finished) return <span className="text-text-muted">Finalizado</span>;
  if (match.status === MatchStatus.FinishedAfterExtraTime) return <span className="text-text-muted">Final (prorr.)</span>;
  if (match.status === MatchStatus.FinishedAfterPenalties) return <span className="text-text-muted">Final (pên.)</span>;
  if (match.status === MatchStatus.Postponed) return <span className="text-text-muted">Adiado</span>;
  if (match.status === MatchStatus.Scheduled) return <span className="tabular-nums text-text">{match.matchTime ?? 'Agendado'}</span>;
  return <span className="text-text-muted">{match.statusName || 'Agendado'}</span>;
}

function TeamLine({ name, img, score, winner, loser }: { name: string; img: string; score: number | null; winner: boolean; loser: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <img src={img} alt="" width={20} height={20} loading="lazy" className="h-5 w-5 shrink-0" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
      <span className={cn('min-w-0 flex-1 truncate', loser ? 'text-text-muted' : 'text-text', winner && 'font-semibold')}>{name}</span>
      <span className={cn('w-6 text-right text-base font-bold tabular-nums', loser ? 'text-text-muted' : 'text-text')}>{score ?? ''}</span>
    </div>
  );
}

export function LiveMatchRow({ match }: { match: Match }) {
  const flashing = useScoreFlash(match);
  const hasScore = match.homeScore != null && match.awayScore != null;
  const home = match.homeScore ?? 0;
  const away = match.awayScore ?? 0;
  const decided = hasScore && match.status !== MatchStatus.Scheduled && !isLive(match.status);
  const score = hasScore ? `${match.homeScore} - ${match.awayScore}` : 'vs';
  return (
    <Link
      to="/match/$slug/$matchId"
      params={{ slug: matchSlug(match.homeTeam.name, match.awayTeam.name), matchId: String(match.id) }}
      aria-label={`${match.homeTeam.name} ${score} ${match.awayTeam.name}`}
      data-match-id={match.id}
      className="flex min-h-14 items-center gap-3 px-3 py-2 transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="flex w-16 shrink-0 justify-center text-center text-xs">
        <MatchStatusLabel match={match} />
      </div>
      <div
        data-testid="match-score"
        data-flashing={flashing || undefined}
        className={cn('min-w-0 flex-1 space-y-1 rounded-md px-1 text-sm transition-colors duration-200', flashing && 'bg-accent/20')}
      >
        <TeamLine name={match.homeTeam.name} img={match.homeTeam.img} score={match.homeScore} winner={decided && home > away} loser={decided && home < away} />
        <TeamLine name={match.awayTeam.name} img={match.awayTeam.img} score={match.awayScore} winner={decided && away > home} loser={decided && away < home} />
      </div>
    </Link>
  );
}
