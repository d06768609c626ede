// The replay plan: phase order, minutes, and goals consistent with the real results.
import { describe, expect, test } from 'vitest';
import { planMatch, scoreAfter, stateAt, type Fixture } from '@server/modules/live/plan';
import { liveDetail } from '@shared/match-display';

const base: Fixture = {
  id: 42,
  kickoffAt: new Date('2025-11-21T18:00:00Z'),
  htHome: null,
  htAway: null,
  ftHome: null,
  ftAway: null,
  etHome: null,
  etAway: null,
  penHome: null,
  penAway: null,
};

/** Status codes in the order the match goes through them, minute by minute. */
function statuses(fixture: Fixture) {
  const plan = planMatch(fixture, []);
  const seen: number[] = [];
  for (let minute = -1; minute <= plan.end + 1; minute += 0.5) {
    const { status } = stateAt(plan, minute);
    if (seen.at(-1) !== status) seen.push(status);
  }
  return { plan, seen };
}

describe('replay plan', () => {
  test('a league match goes 0 → 1 → 11 → 12 → 3 with the minute advancing', () => {
    const { plan, seen } = statuses({ ...base, htHome: 1, htAway: 0, ftHome: 2, ftAway: 2 });
    expect(seen).toEqual([0, 1, 11, 12, 3]);
    expect(stateAt(plan, 0).minute).toBe(1);
    expect(stateAt(plan, 30.2).minute).toBe(31);
    const secondHalf = plan.phases.find((phase) => phase.status === 12)!;
    expect(stateAt(plan, secondHalf.start).minute).toBe(46);
    expect(stateAt(plan, plan.end).minute).toBeNull();
  });

  test('extra time goes 13 → 31 and penalties 14 → 32', () => {
    expect(statuses({ ...base, ftHome: 1, ftAway: 1, etHome: 2, etAway: 1 }).seen).toEqual([0, 1, 11, 12, 13, 31]);
    expect(statuses({ ...base, ftHome: 1, ftAway: 1, etHome: 1, etAway: 1, penHome: 5, penAway: 4 }).seen).toEqual([
      0, 1, 11, 12, 13, 14, 32,
    ]);
    expect(statuses({ ...base, ftHome: 0, ftAway: 0, penHome: 3, penAway: 2 }).seen).toEqual([0, 1, 11, 12, 14, 32]);
  });

  test('synthesised goals add up to the real half-time and full-time scores', () => {
    for (let id = 1; id <= 50; id++) {
      const plan = planMatch({ ...base, id, htHome: 2, htAway: 1, ftHome: 3, ftAway: 3 }, []);
      const halfTime = plan.phases.find((phase) => phase.status === 11)!;
      const atBreak = stateAt(plan, halfTime.start + 1);
      expect(scoreAfter(plan, atBreak.revealed, atBreak.status)).toEqual({ home: 2, away: 1 });
      const end = stateAt(plan, plan.end);
      expect(scoreAfter(plan, end.revealed, end.status)).toEqual({ home: 3, away: 3 });
    }
  });

  test('real goals keep their scorer and minute, stoppage time included', () => {
    const plan = planMatch({ ...base, htHome: 0, htAway: 1, ftHome: 1, ftAway: 1 }, [
      { id: 7, side: 'away', player: 'Hulk', minute: 45, offset: 4 },
      { id: 8, side: 'home', player: 'Gabigol', minute: 90, offset: 6 },
    ]);
    expect(plan.goals.map((goal) => [goal.player, goal.minute, goal.offset, goal.goalId])).toEqual([
      ['Hulk', 45, 4, 7],
      ['Gabigol', 90, 6, 8],
    ]);
    // The first-half stoppage goal lands before the break, the late one before the whistle.
    const halfTime = plan.phases.find((phase) => phase.status === 11)!;
    expect(plan.goals[0].at).toBeLessThan(halfTime.start);
    expect(plan.goals[1].at).toBeLessThan(plan.end);
    // The clock runs on into stoppage time and is shown as fans write it (45+4', 90+6').
    const atFirst = stateAt(plan, plan.goals[0].at);
    expect(atFirst).toMatchObject({ status: 1, minute: 49, revealed: 1 });
    expect(liveDetail(atFirst)).toBe("45+4'");
    const atSecond = stateAt(plan, plan.goals[1].at);
    expect(atSecond).toMatchObject({ status: 12, minute: 96, revealed: 2 });
    expect(liveDetail(atSecond)).toBe("90+6'");
    expect(liveDetail({ status: 12, minute: 90 })).toBe("90'");
    expect(liveDetail(stateAt(plan, halfTime.start))).toBe('Int.');
  });

  test("the data's cards and substitutions play at their minutes, in order with the goals, and change no goal", () => {
    const fixture = { ...base, htHome: 1, htAway: 0, ftHome: 1, ftAway: 0 };
    const goals = [{ id: 3, side: 'home', player: 'Messi', minute: 23, offset: null }];
    const events = [
      { seq: 5, type: 'red', side: 'away', minute: 90, offset: 8, playerName: 'Otamendi', relatedName: null },
      { seq: 2, type: 'yellow', side: 'away', minute: 12, offset: null, playerName: 'Mbappé', relatedName: null },
      {
        seq: 3,
        type: 'substitution',
        side: 'home',
        minute: 64,
        offset: null,
        playerName: 'Dybala',
        relatedName: 'Di María',
      },
    ] as const;
    const plan = planMatch(fixture, goals, [...events]);
    expect(plan.goals).toEqual(planMatch(fixture, goals).goals);
    expect(plan.events.map((event) => [event.type, event.playerName, event.minute, event.offset])).toEqual([
      ['yellow', 'Mbappé', 12, null],
      ['substitution', 'Dybala', 64, null],
      ['red', 'Otamendi', 90, 8],
    ]);
    // Each is revealed the moment the clock shows its minute, with the goal at 23 between the first two.
    const [yellow, substitution, red] = plan.events;
    expect(stateAt(plan, yellow.at - 0.01).revealedEvents).toBe(0);
    expect(stateAt(plan, yellow.at)).toMatchObject({ minute: 12, revealedEvents: 1, revealed: 0 });
    expect(stateAt(plan, plan.goals[0].at)).toMatchObject({ minute: 23, revealedEvents: 1, revealed: 1 });
    expect(stateAt(plan, substitution.at)).toMatchObject({ status: 12, minute: 64, revealedEvents: 2 });
    // Stoppage time lasts long enough for the red card at 90+8.
    expect(stateAt(plan, red.at)).toMatchObject({ status: 12, minute: 98, revealedEvents: 3 });
    expect(red.at).toBeLessThan(plan.end);
    expect(stateAt(plan, plan.end).revealedEvents).toBe(3);
  });

  test('a match whose data has no cards or substitutions gets none', () => {
    const plan = planMatch({ ...base, htHome: 1, htAway: 0, ftHome: 2, ftAway: 1 }, []);
    expect(plan.events).toEqual([]);
    expect(stateAt(plan, plan.end).revealedEvents).toBe(0);
  });

  test('goal data that does not add up to the result is replaced by goals that do', () => {
    const plan = planMatch({ ...base, htHome: 1, htAway: 0, ftHome: 1, ftAway: 0 }, [
      { id: 1, side: 'away', player: 'Erro', minute: 10, offset: null },
    ]);
    expect(plan.goals.map((goal) => goal.side)).toEqual(['home']);
    expect(plan.goals[0].minute).toBeLessThanOrEqual(45);
  });

  test('the plan is the same on every start', () => {
    const fixture = { ...base, ftHome: 3, ftAway: 1 };
    expect(planMatch(fixture, [])).toEqual(planMatch(fixture, []));
  });
});
