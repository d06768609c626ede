import { Link } from '@tanstack/react-router';
import type { Match } from '@shared/football';
import { scoreText, statusBesideScore, statusLine } from '@shared/match-display';
import { isLive } from '@shared/match-status';
import { matchSlug } from '@shared/slug';
import { cn } from '@app/components/ui/cn';
import { useLiveMatch } from '@app/lib/live-match';

/**
 * One search result (following the live feed): both teams, score or 'vs', and the status of spec §4
 * with the match's date (after extra time or penalties, how it was decided: the score is not repeated).
 */
export function SearchResultRow({ match: shown, onNavigate }: { match: Match; onNavigate?: () => void }) {
  const match = useLiveMatch(shown);
  const live = isLive(match.status);
  return (
    <Link
      to="/match/$slug/$matchId"
      params={{ slug: matchSlug(match.homeTeam.name, match.awayTeam.name), matchId: String(match.id) }}
      onClick={onNavigate}
      className="flex min-h-14 items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      <span className="grid min-w-0 flex-1 gap-1">
        {[match.homeTeam, match.awayTeam].map((team, index) => (
          <span key={index} className="flex min-w-0 items-center gap-2 text-sm">
            <img src={team.img} width={20} height={20} alt="" className="h-5 w-5 shrink-0" />
            <span className="truncate">{team.name}</span>
          </span>
        ))}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5 text-right">
        <span className={cn('tabular text-sm font-bold', live && 'text-accent')}>{scoreText(match)}</span>
        <span className={cn('text-xs', live ? 'font-semibold text-accent' : 'text-text-muted')}>
          {statusBesideScore(match) ?? statusLine(match)}
        </span>
        {match.competition && (
          <span className="max-w-[9rem] truncate text-[11px] text-text-muted">{match.competition.name}</span>
        )}
      </span>
    </Link>
  );
}
