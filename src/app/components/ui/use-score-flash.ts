import { useEffect, useRef, useState } from 'react';

export const SCORE_FLASH_MS = 2000;

/** True for 2 s after the score changes (not on first render): the row's score flashes (UI.md). */
export function useScoreFlash(match: { homeScore: number | null; awayScore: number | null }): boolean {
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
