// Issue 31 point 5: an open match page's timeline grows without a reload as the replay plays the
// data's cards and substitutions at their minutes (the page asks again for each one the socket
// announces). The match (with lineups) is written into the server's own DATA_DIR, kicked off a
// moment ago at a high LIVE_SPEED; the test waits for each event to appear on the page, at 375 and
// 1280 px.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { lineupEntries, matchEvents, players } from '@server/db/schema';
import { freePort, launchBrowser, openPageAt, spokenText, startServer, type RunningServer } from './harness';
import { insertLiveFixtures } from '../support/live-fixtures';
import { eventually, shown } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
const SPEED = 20; // a game minute every 3 s

let server: RunningServer;
let browser: Browser;
let matchId: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'futdados-live-story-'));
const emptyFootballData = mkdtempSync(path.join(tmpdir(), 'futdados-no-data-'));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const db = database.db;
  // Kicked off two game minutes ago: the yellow (14') and the substitution (17') are still to come,
  // 36 and 45 s from now: room for a loaded machine to start the server and open both pages first.
  [matchId] = await insertLiveFixtures(
    db,
    [
      {
        home: 'Argentina',
        away: 'França',
        kickoffAt: new Date(Date.now() - 2 * (60_000 / SPEED)),
        ht: [0, 0],
        ft: [0, 0],
      },
    ],
    { name: 'Copa do Mundo', country: 'Mundo', priority: 1 },
  );
  const people = await db
    .insert(players)
    .values(
      ['Emiliano Martínez', 'Nicolás Otamendi', 'Ángel Di María', 'Paulo Dybala', 'Hugo Lloris'].map((name) => ({
        key: `${name.toLowerCase()}|e2e`,
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
      })),
    )
    .returning();
  const id = (name: string) => people.find((p) => p.name === name)!.id;
  await db.insert(lineupEntries).values([
    {
      matchId,
      side: 'home',
      playerId: id('Emiliano Martínez'),
      name: 'Emiliano Martínez',
      shirtNumber: 23,
      starter: true,
      line: 0,
      slot: 0,
    },
    {
      matchId,
      side: 'home',
      playerId: id('Nicolás Otamendi'),
      name: 'Nicolás Otamendi',
      shirtNumber: 19,
      starter: true,
      line: 1,
      slot: 0,
    },
    {
      matchId,
      side: 'home',
      playerId: id('Ángel Di María'),
      name: 'Ángel Di María',
      shirtNumber: 11,
      starter: true,
      line: 2,
      slot: 0,
    },
    {
      matchId,
      side: 'home',
      playerId: id('Paulo Dybala'),
      name: 'Paulo Dybala',
      shirtNumber: 21,
      starter: false,
      line: null,
      slot: 0,
    },
    {
      matchId,
      side: 'away',
      playerId: id('Hugo Lloris'),
      name: 'Hugo Lloris',
      shirtNumber: 1,
      starter: true,
      line: 0,
      slot: 0,
    },
  ]);
  await db.insert(matchEvents).values([
    {
      matchId,
      seq: 0,
      type: 'yellow',
      side: 'home',
      minute: 14,
      playerId: id('Nicolás Otamendi'),
      playerName: 'Nicolás Otamendi',
    },
    {
      matchId,
      seq: 1,
      type: 'substitution',
      side: 'home',
      minute: 17,
      playerId: id('Paulo Dybala'),
      playerName: 'Paulo Dybala',
      relatedPlayerId: id('Ángel Di María'),
      relatedName: 'Ángel Di María',
    },
  ]);
  await database.close();
  server = await startServer({
    port: await freePort(),
    dataDir,
    env: { LIVE_SPEED: String(SPEED), FOOTBALL_DATA_DIR: emptyFootballData },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyFootballData, { recursive: true, force: true });
});

// Until its first card or substitution the page shows the goals card, not the timeline: read as ''.
const timeline = async (page: Page) => {
  const card = page.getByTestId('match-timeline');
  return (await card.count()) > 0 ? spokenText(card) : '';
};
const documentLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

describe('live cards and substitutions on an open match page', () => {
  test('the yellow card and then the substitution appear in the timeline without a reload (375 and 1280 px)', async () => {
    const pages = await Promise.all(
      [375, 1280].map((width) => openPageAt(browser, server, width, `/match/${matchId}`)),
    );
    for (const page of pages) {
      await shown(page.getByTestId('scoreboard-status'));
      expect(await timeline(page)).not.toContain('Substituição');
    }
    for (const page of pages) {
      await eventually(() => timeline(page), 60_000).toMatch(/Cartão amarelo:\s+Nicolás Otamendi/);
    }
    for (const page of pages) {
      await eventually(() => timeline(page), 60_000).toContain('Substituição: entra Paulo Dybala, sai Ángel Di María');
      expect(await documentLoads(page)).toBe(1);
    }
    await pages[0].getByTestId('match-timeline').screenshot({ path: `${SHOTS}/live-story-timeline-375.png` });
    await pages[1].screenshot({ path: `${SHOTS}/live-story-1280.png` });
    await Promise.all(pages.map((page) => page.close()));
  }, 180_000);
});
