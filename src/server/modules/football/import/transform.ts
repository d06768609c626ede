// The pure part of the import: one validated file becomes the rows to write (competition, season,
// teams, matches, goals), with the demo calendar shift and the state the clock gives each match.
// No file system, no database: easy to test and to reason about.
import { addDays, zonedToUtc } from '@shared/datetime';
import { slugify } from '@shared/slug';
import { COMPETITIONS, type CompetitionInfo } from '../catalog';
import { resolveTeam, type TeamIdentity } from '../identity';
import { roundOrder as orderRounds } from '../rounds';
import { stateAt, type RealResult } from '../settle';
import type { SourceEntry, SourceFile, SourceMatch } from './files';

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

/** Everything one file writes. */
export interface ImportPlan {
  competition: { code: string; name: string; slug: string; country: string; kind: string; priority: number };
  season: { name: string; sourceKey: string; checksum: string; startsOn: string | null; endsOn: string | null };
  teams: TeamIdentity[];
  matches: PlannedMatch[];
  goals: PlannedGoal[];
}

/** Kick-off in UTC, after the demo shift (the local date moves by whole weeks; the local time stays). */
export function kickoffOf(date: string, time: string | undefined, info: CompetitionInfo, shiftDays: number) {
  const day = addDays(date, shiftDays);
  if (!time) return { at: zonedToUtc(day, '12:00', info.timeZone), known: false };
  const explicit = /^(\d{1,2}:\d{2}) UTC([+-]\d{1,2})$/.exec(time);
  if (explicit) {
    const [h, m] = explicit[1].split(':').map(Number);
    const utc =
      Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), h, m) - Number(explicit[2]) * 3_600_000;
    return { at: new Date(utc), known: true };
  }
  return { at: zonedToUtc(day, time.padStart(5, '0'), info.timeZone), known: true };
}

function toInt(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const n = typeof value === 'number' ? value : parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
}

/** One identity per club in the file; two spellings of one club keep every alias. */
function teamsOf(file: SourceFile, info: CompetitionInfo) {
  const identities = new Map<string, TeamIdentity>();
  const byRaw = new Map<string, TeamIdentity>();
  for (const m of file.matches) {
    for (const raw of [m.team1, m.team2]) {
      if (byRaw.has(raw)) continue;
      const identity = resolveTeam(raw, { clubCountry: info.clubCountry, national: info.national });
      byRaw.set(raw, identity);
      const previous = identities.get(identity.key);
      if (previous) previous.aliases = [...new Set([...previous.aliases, ...identity.aliases])];
      else identities.set(identity.key, identity);
    }
  }
  return { teams: [...identities.values()], keyOf: (raw: string) => byRaw.get(raw)!.key };
}

export function goalsOf(m: SourceMatch, matchSourceKey: string): PlannedGoal[] {
  const unique = new Set<string>();
  return (['home', 'away'] as const).flatMap((side) =>
    ((side === 'home' ? m.goals1 : m.goals2) ?? []).flatMap((g) => {
      const minute = toInt(g.minute);
      if (minute == null) return [];
      const offset = toInt(g.offset);
      const id = `${side}|${g.name}|${minute}|${offset}`;
      if (unique.has(id)) return [];
      unique.add(id);
      return [
        {
          matchSourceKey,
          side,
          player: g.name,
          minute,
          offset,
          penalty: Boolean(g.penalty),
          ownGoal: Boolean(g.owngoal),
        },
      ];
    }),
  );
}

export function planImport(
  entry: SourceEntry,
  file: SourceFile,
  options: { checksum: string; shiftDays: number; shiftMinutes?: number; now: Date },
): ImportPlan {
  const info = COMPETITIONS[entry.code];
  const { shiftDays, now } = options;
  const shiftMs = (options.shiftMinutes ?? 0) * 60_000;
  const dates = file.matches.map((m) => m.date).sort();
  const { teams, keyOf } = teamsOf(file, info);
  const roundOrder = orderRounds(file.matches.map((m) => ({ round: m.round, start: m.date })));

  const seen = new Map<string, number>();
  const matches: PlannedMatch[] = [];
  const goals: PlannedGoal[] = [];
  for (const m of file.matches) {
    const base = `${entry.key}|${m.round}|${m.team1}|${m.team2}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const sourceKey = count > 1 ? `${base}|${count}` : base;
    const weeksOnly = kickoffOf(m.date, m.time, info, shiftDays);
    const kickoff = { ...weeksOnly, at: new Date(weeksOnly.at.getTime() + shiftMs) };
    const s = m.score ?? {};
    const real: RealResult = {
      ftHome: s.ft?.[0] ?? null,
      ftAway: s.ft?.[1] ?? null,
      etHome: s.et?.[0] ?? null,
      etAway: s.et?.[1] ?? null,
      penHome: s.p?.[0] ?? null,
      penAway: s.p?.[1] ?? null,
      postponed: m.status === 'postponed' || m.status === 'abandoned',
    };
    const state = stateAt(real, kickoff.at, now);
    matches.push({
      sourceKey,
      round: m.round,
      roundOrder: roundOrder.get(m.round) ?? 0,
      groupName: m.group ?? (/^Group [A-Z]$/.test(m.round) ? m.round : null),
      homeTeamKey: keyOf(m.team1),
      awayTeamKey: keyOf(m.team2),
      kickoffAt: kickoff.at,
      kickoffKnown: kickoff.known,
      venue: m.ground ?? null,
      status: state.status,
      minute: null,
      homeScore: state.homeScore,
      awayScore: state.awayScore,
      htHome: s.ht?.[0] ?? null,
      htAway: s.ht?.[1] ?? null,
      ftHome: real.ftHome,
      ftAway: real.ftAway,
      etHome: real.etHome,
      etAway: real.etAway,
      penHome: real.penHome,
      penAway: real.penAway,
      updatedAt: now,
    });
    goals.push(...goalsOf(m, sourceKey));
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
      name: entry.seasonName,
      sourceKey: entry.key,
      checksum: options.checksum,
      startsOn: dates.length ? addDays(dates[0], shiftDays) : null,
      endsOn: dates.length ? addDays(dates.at(-1)!, shiftDays) : null,
    },
    teams,
    matches,
    goals,
  };
}
