// Matches for today written into a DATA_DIR (PGlite) before the server starts: the e2e stand-in
// for the openfootball import. Each match scores every 2 game minutes, so at a high LIVE_SPEED
// scores move every few seconds.
import { openDatabase } from '@server/db/client';
import { insertLiveFixtures, type FixtureMatch } from '../support/live-fixtures';

function busyMatch(home: string, away: string, kickoffAt: Date): FixtureMatch {
  const goals: NonNullable<FixtureMatch['goals']> = [];
  for (let minute = 2; minute <= 90; minute += 2) {
    goals.push({ side: (minute / 2) % 2 === 0 ? 'home' : 'away', player: `Jogador ${minute}`, minute });
  }
  const count = (side: string, half: (m: number) => boolean) =>
    goals.filter((g) => g.side === side && half(g.minute)).length;
  const first = (m: number) => m <= 45;
  return {
    home,
    away,
    kickoffAt,
    goals,
    ht: [count('home', first), count('away', first)],
    ft: [count('home', () => true), count('away', () => true)],
  };
}

/** Three staggered matches already under way at `speed` (game minutes per real minute). */
export async function writeLiveMatches(dataDir: string, speed: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const realMsPerGameMinute = 60_000 / speed;
  const kickedOff = (gameMinutesAgo: number) => new Date(Date.now() - gameMinutesAgo * realMsPerGameMinute);
  await insertLiveFixtures(database.db, [
    busyMatch('Flamengo', 'Palmeiras', kickedOff(5)),
    busyMatch('Corinthians', 'São Paulo', kickedOff(35)),
    busyMatch('Grêmio', 'Internacional', kickedOff(65)),
  ]);
  await database.close();
}
