// The pure part of the import: what the source says of one season (its teams, its fixtures with
// results and goals, already moved by the demo calendar) becomes the rows to write (competition,
// season, teams, matches, goals), with the state the clock gives each match. No file system, no
// database: easy to test and to reason about.
import { ymdIn } from '@shared/datetime';
import { slugify } from '@shared/slug';
import { COMPETITIONS, type CompetitionInfo } from '../catalog';
import { resolveTeam, type TeamIdentity } from '../identity';
import { roundOrder as orderRounds } from '../rounds';
import { stateAt, type RealResult } from '../settle';
import type { SourceFixture, SourceSeason, SourceTeam } from '../source';

export interface PlannedMatch {
  sourceKey: string;
  round: string;
  roundOrder: number;
  groupName: string | null;
  /** Team identity keys (the repo turns them into ids). */
  homeTeamKey: string;
  awayTeamKey: string;
  kickoffAt: Date;
  kickoffKnown: boolean;
  venue: string | null;
  status: number;
  minute: null;
  homeScore: number | null;
  awayScore: number | null;
  htHome: number | null;
  htAway: number | null;
  ftHome: number | null;
  ftAway: number | null;
  etHome: number | null;
  etAway: number | null;
  penHome: number | null;
  penAway: number | null;
  updatedAt: Date;
}

export interface PlannedGoal {
  matchSourceKey: string;
  side: 'home' | 'away';
  player: string;
  minute: number;
  offset: number | null;
  penalty: boolean;
  ownGoal: boolean;
}

/** Everything one season writes. */
export interface ImportPlan {
  competition: { code: string; name: string; slug: string; country: string; kind: string; priority: number };
  season: { name: string; sourceKey: string; checksum: string; startsOn: string | null; endsOn: string | null };
  teams: TeamIdentity[];
  matches: PlannedMatch[];
  goals: PlannedGoal[];
}

/** The match day a fixture is filed under: the source's, else its kick-off's date where the competition plays. */
export function fixtureDay(fixture: SourceFixture, competitionCode: string): string {
  return fixture.date ?? ymdIn(fixture.kickoffAt, COMPETITIONS[competitionCode].timeZone);
}

/**
 * One identity per team of the season, by the source's ref (the first spelling names it); the other
 * spellings of a club its fixtures use add their aliases.
 */
function identitiesOf(teams: SourceTeam[], fixtures: SourceFixture[], info: CompetitionInfo) {
  const options = { clubCountry: info.clubCountry, national: info.national };
  const identities = new Map<string, TeamIdentity>();
  const spellings = new Set<string>();
  for (const team of teams) {
    if (!identities.has(team.ref)) identities.set(team.ref, resolveTeam(team.name, options));
    spellings.add(team.name);
  }
  for (const f of fixtures)
    for (const team of [f.home, f.away]) {
      const identity = identities.get(team.ref);
      if (!identity) throw new Error(`time "${team.name}" fora da lista de times da temporada`);
      if (spellings.has(team.name)) continue;
      spellings.add(team.name);
      identity.aliases = [...new Set([...identity.aliases, ...resolveTeam(team.name, options).aliases])];
    }
  return identities;
}

/**
 * What one season writes, from what its source says of it (decision 0124): its teams and its fixtures
 * with their results and goals, already on the demo calendar. The clock decides each match's state.
 */
export function planImport(
  season: SourceSeason,
  teams: SourceTeam[],
  fixtures: SourceFixture[],
  options: { checksum: string; now: Date },
): ImportPlan {
  const info = COMPETITIONS[season.competition.code];
  const { now } = options;
  const dayOf = (f: SourceFixture) => fixtureDay(f, info.code);
  const dates = fixtures.map(dayOf).sort();
  const roundOrder = orderRounds(fixtures.map((f) => ({ round: f.round, start: dayOf(f) })));

  const identities = identitiesOf(teams, fixtures, info);
  const keyOf = (team: SourceTeam) => identities.get(team.ref)!.key;
  const matches: PlannedMatch[] = [];
  const goals: PlannedGoal[] = [];
  for (const f of fixtures) {
    const r = f.result;
    const real: RealResult = {
      ftHome: r?.ftHome ?? null,
      ftAway: r?.ftAway ?? null,
      etHome: r?.etHome ?? null,
      etAway: r?.etAway ?? null,
      penHome: r?.penHome ?? null,
      penAway: r?.penAway ?? null,
      postponed: f.state === 'postponed',
    };
    const state = stateAt(real, f.kickoffAt, now);
    matches.push({
      sourceKey: f.ref,
      round: f.round,
      roundOrder: roundOrder.get(f.round) ?? 0,
      groupName: f.group,
      homeTeamKey: keyOf(f.home),
      awayTeamKey: keyOf(f.away),
      kickoffAt: f.kickoffAt,
      kickoffKnown: f.kickoffKnown,
      venue: f.venue,
      status: state.status,
      minute: null,
      homeScore: state.homeScore,
      awayScore: state.awayScore,
      htHome: r?.htHome ?? null,
      htAway: r?.htAway ?? null,
      ftHome: real.ftHome,
      ftAway: real.ftAway,
      etHome: real.etHome,
      etAway: real.etAway,
      penHome: real.penHome,
      penAway: real.penAway,
      updatedAt: now,
    });
    for (const goal of f.goals ?? []) goals.push({ matchSourceKey: f.ref, ...goal });
  }

  return {
    competition: {
      code: info.code,
      name: info.name,
      slug: slugify(info.name),
      country: info.country,
      kind: info.kind,
      priority: info.priority,
    },
    season: {
      name: season.name,
      sourceKey: season.ref,
      checksum: options.checksum,
      startsOn: dates[0] ?? null,
      endsOn: dates.at(-1) ?? null,
    },
    teams: [...identities.values()],
    matches,
    goals,
  };
}
