// Matches for today written into a DATA_DIR (PGlite) before the server starts: the e2e stand-in
// for the openfootball import. Each match scores every 2 game minutes, so at a high LIVE_SPEED
// scores move every few seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { freePort, launchBrowser, startServer, type RunningServer } from './harness';
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

/**
 * The built server on a DATA_DIR of its own holding only the three live fixture matches (the
 * openfootball import reads an empty folder), played at `speed`, and a browser. `publicUrl` sets
 * PUBLIC_URL to the server's own address (sign-up through the API needs it as Origin). Close both
 * with `close()`.
 */
export async function startLiveApp(options: {
  speed: number;
  env?: Record<string, string>;
  publicUrl?: boolean;
}): Promise<{ server: RunningServer; browser: Browser; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-live-e2e-'));
  const emptyFootballData = mkdtempSync(path.join(tmpdir(), 'futdados-no-data-'));
  await writeLiveMatches(dataDir, options.speed);
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir,
    env: {
      LIVE_SPEED: String(options.speed),
      FOOTBALL_DATA_DIR: emptyFootballData,
      ...(options.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...options.env,
    },
  });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(emptyFootballData, { recursive: true, force: true });
    },
  };
}
