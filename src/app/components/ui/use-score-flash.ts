import { useEffect, useRef, useState } from 'react';
import { announce } from './announcer';

export const SCORE_FLASH_MS = 2000;

interface ScoredMatch {
  id?: number;
  homeScore: number | null;
  awayScore: number | null;
  homeTeam?: { name: string };
  awayTeam?: { name: string };
}

/**
 * True for 2 s after the score changes (not on first render): the row's score flashes (UI.md).
 * With the match's id and teams, the new score is also announced politely, once per change.
 */
export function useScoreFlash(match: ScoredMatch): boolean {
  const key = `${match.homeScore ?? ''}-${match.awayScore ?? ''}`;
  const previous = useRef(key);
  const [flashing, setFlashing] = useState(false);
  const { id, homeTeam, awayTeam, homeScore, awayScore } = match;
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (id != null && homeTeam && awayTeam && homeScore != null && awayScore != null) {
      announce(`Placar: ${homeTeam.name} ${homeScore} x ${awayScore} ${awayTeam.name}`, `match:${id}:${key}`);
    }
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), SCORE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [key, id, homeTeam, awayTeam, homeScore, awayScore]);
  return flashing;
}
