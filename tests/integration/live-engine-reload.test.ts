// The replay engine re-reads the day's fixtures once a minute (to pick up imports). A goal that
// lands on that tick is persisted and announced first, then the fixtures are read: the goal never
// waits for the re-read. A first tick still reads them before it can announce anything, and the
// re-read after an announcement finds what was persisted, so nothing is announced twice.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ReplayEngine } from '@server/modules/live/engine';
import { applyLiveChanges } from '@server/modules/live/repo';
import type { LiveChange } from '@server/modules/live/provider';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';

// Every step of a tick in order: the fixtures read ("load") and each batch handed over ("announce").
const steps: string[] = [];
vi.mock('@server/modules/live/repo', async (original) => {
  const repo = await original<typeof import('@server/modules/live/repo')>();
  return {
    ...repo,
    loadEngineFixtures: (...args: Parameters<typeof repo.loadEngineFixtures>) => {
      steps.push('load');
      return repo.loadEngineFixtures(...args);
    },
  };
});

const MINUTE = 60_000;

describe('replay engine: the periodic re-read comes after the announcement', () => {
  let db: TestDatabase;
  const kickoff = Date.parse('2026-03-15T18:00:00Z');
  const clock = manualClock(kickoff - MINUTE);
  const announced: LiveChange[][] = [];
  let engine: ReplayEngine;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    await insertLiveFixtures(db.database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(kickoff),
        ht: [1, 0],
        ft: [2, 0],
        goals: [
          { side: 'home', player: 'Pedro', minute: 3 },
          { side: 'home', player: 'Arrascaeta', minute: 70 },
        ],
      },
    ]);
    engine = new ReplayEngine({ db: db.database.db, clock, speed: 1, tickMs: 0, reloadMs: MINUTE });
    // The app's handler persists, then announces; here "announce" is the step recorded.
    await engine.start(async (changes) => {
      await applyLiveChanges(db.database.db, changes, new Date(clock.now()));
      steps.push('announce');
      announced.push(changes);
    });
  });

  afterAll(async () => {
    await engine?.stop();
    await db?.drop();
  });

  test('the first tick reads the fixtures before anything is announced', () => {
    expect(steps).toEqual(['load']);
  });

  test('a goal on the tick that re-reads is announced before the read', async () => {
    steps.length = 0;
    // Five minutes on: the re-read is due, and the match is at 4' with Pedro's goal (3') to announce.
    clock.set(kickoff + 4 * MINUTE);
    await engine.tick();
    expect(steps).toEqual(['announce', 'load']);
    expect(announced.at(-1)?.[0]).toMatchObject({ homeScore: 1, newGoals: [{ player: 'Pedro', minute: 3 }] });
  });

  test('the re-read finds the goal persisted: the next tick repeats nothing', async () => {
    steps.length = 0;
    const before = announced.length;
    await engine.tick();
    expect(steps).toEqual([]);
    expect(announced).toHaveLength(before);
  });
});
