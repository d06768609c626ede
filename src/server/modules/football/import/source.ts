// The openfootball files behind the one source interface (decision 0124): every file of a
// competition is a season, its matches the fixtures (with their goals), moved by the demo calendar's
// shift when one is given. The files have no official table nor top scorers: `provides` says so and
// those reads answer null. The importer reads the files only through here. A day's fixtures are those
// of the asked seasons' files kicking off that (UTC) day.
import { addDays, zonedToUtc } from '@shared/datetime';
import { MatchStatus } from '@shared/match-status';
import { COMPETITIONS, type CompetitionInfo } from '../catalog';
import { resolveTeam } from '../identity';
import { finalState } from '../settle';
import type { FootballSource, SourceFixture, SourceGoal, SourceRead, SourceSeason, SourceTeam } from '../source';
import { listSourceFiles, parseSourceFile, readSourceText, type SourceFile, type SourceMatch } from './files';

export interface OpenFootballSourceOptions {
  dataDir: string;
  /** The demo calendar's shift, as the importer applies it: whole days on the local date… */
  shiftDays?: number;
  /** …and minutes on top of the kick-off. */
  shiftMinutes?: number;
}

/** Why a read failed: no such file, a file that cannot be read, or one that is not valid. */
export type OpenFootballFailure = 'missing' | 'unreadable' | 'malformed';

/** Kick-off in UTC, after the shift's whole days (the local date moves; the local time stays). */
function kickoffOf(date: string, time: string | undefined, info: CompetitionInfo, shiftDays: number) {
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

/** A match's goals with a usable minute, each once. */
function goalsOf(m: SourceMatch): SourceGoal[] {
  const unique = new Set<string>();
  return (['home', 'away'] as const).flatMap((side) =>
    ((side === 'home' ? m.goals1 : m.goals2) ?? []).flatMap((g) => {
      const minute = toInt(g.minute);
      if (minute == null) return [];
      const offset = toInt(g.offset);
      const id = `${side}|${g.name}|${minute}|${offset}`;
      if (unique.has(id)) return [];
      unique.add(id);
      return [{ side, player: g.name, minute, offset, penalty: Boolean(g.penalty), ownGoal: Boolean(g.owngoal) }];
    }),
  );
}

export function createOpenFootballSource(options: OpenFootballSourceOptions): FootballSource<OpenFootballFailure> {
  const shiftDays = options.shiftDays ?? 0;
  const shiftMs = (options.shiftMinutes ?? 0) * 60_000;
  // The last text read of each file and its validated content: reading a season again (teams, then
  // fixtures) validates it again only when its text changed.
  const parsed = new Map<string, { text: string; file: SourceFile }>();

  /** The season's file, validated; a missing, unreadable or invalid file is a failed read. */
  function read(season: SourceSeason): SourceRead<SourceFile, OpenFootballFailure> {
    const entry = listSourceFiles(options.dataDir).find((e) => e.key === season.ref);
    if (!entry) return { ok: false, kind: 'missing', message: `Arquivo ${season.ref} não encontrado.` };
    let text: string;
    try {
      text = readSourceText(options.dataDir, entry);
    } catch (error) {
      return { ok: false, kind: 'unreadable', message: (error as Error).message };
    }
    const known = parsed.get(entry.key);
    if (known?.text === text) return { ok: true, items: [known.file] };
    try {
      const file = parseSourceFile(text);
      parsed.set(entry.key, { text, file });
      return { ok: true, items: [file] };
    } catch (error) {
      // "arquivo inválido (…)": the season (the caller's) names the file.
      return { ok: false, kind: 'malformed', message: (error as Error).message };
    }
  }

  // A spelling is resolved once per competition (a file spells each club hundreds of times).
  const resolved = new Map<string, SourceTeam>();
  function teamOf(raw: string, code: string): SourceTeam {
    const known = resolved.get(`${code}|${raw}`);
    if (known) return { ...known };
    const info = COMPETITIONS[code];
    const team = { ref: resolveTeam(raw, { clubCountry: info.clubCountry, national: info.national }).key, name: raw };
    resolved.set(`${code}|${raw}`, team);
    return { ...team };
  }

  async function fixtures(season: SourceSeason): Promise<SourceRead<SourceFixture, OpenFootballFailure>> {
    const file = read(season);
    if (!file.ok) return file;
    const info = COMPETITIONS[season.competition.code];
    const seen = new Map<string, number>();
    const items: SourceFixture[] = file.items[0].matches.map((m) => {
      // The match's identity since the first import (followers and notifications hang on it): the
      // file, the round and the pairing as spelled; a repeated pairing in a round counts on.
      const base = `${season.ref}|${m.round}|${m.team1}|${m.team2}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const ref = count > 1 ? `${base}|${count}` : base;
      const kickoff = kickoffOf(m.date, m.time, info, shiftDays);
      const s = m.score ?? {};
      const postponed = m.status === 'postponed' || m.status === 'abandoned';
      const result = s.ft
        ? {
            ftHome: s.ft[0],
            ftAway: s.ft[1],
            htHome: s.ht?.[0] ?? null,
            htAway: s.ht?.[1] ?? null,
            etHome: s.et?.[0] ?? null,
            etAway: s.et?.[1] ?? null,
            penHome: s.p?.[0] ?? null,
            penAway: s.p?.[1] ?? null,
          }
        : null;
      // The status the importer settles a played match to (after extra time, on penalties).
      const final = result ? finalState({ ...result, postponed }) : null;
      return {
        ref,
        seasonRef: season.ref,
        round: m.round,
        group: m.group ?? (/^Group [A-Z]$/.test(m.round) ? m.round : null),
        home: teamOf(m.team1, season.competition.code),
        away: teamOf(m.team2, season.competition.code),
        kickoffAt: new Date(kickoff.at.getTime() + shiftMs),
        kickoffKnown: kickoff.known,
        date: addDays(m.date, shiftDays),
        venue: m.ground ?? null,
        referee: null,
        state: postponed ? 'postponed' : final ? 'finished' : 'scheduled',
        status: postponed ? MatchStatus.Postponed : (final?.status ?? MatchStatus.Scheduled),
        providerStatus: m.status ?? null,
        result: result && final ? { home: final.homeScore!, away: final.awayScore!, ...result } : null,
        goals: goalsOf(m),
      };
    });
    return { ok: true, items };
  }

  return {
    name: 'openfootball',
    provides: { standings: false, scorers: false },

    async seasons(competitionCode) {
      const info = COMPETITIONS[competitionCode];
      if (!info) return { ok: true, items: [] };
      const competition = { code: info.code, name: info.name, country: info.country, kind: info.kind };
      const items: SourceSeason[] = [];
      for (const entry of listSourceFiles(options.dataDir).filter((e) => e.code === competitionCode)) {
        const season: SourceSeason = {
          competition,
          ref: entry.key,
          name: entry.seasonName,
          startsOn: null,
          endsOn: null,
          coverage: null,
        };
        // A file that cannot be read is still a season: its reads say why.
        const file = read(season);
        const dates = file.ok ? file.items[0].matches.map((m) => m.date).sort() : [];
        items.push({
          ...season,
          startsOn: dates.length ? addDays(dates[0], shiftDays) : null,
          endsOn: dates.length ? addDays(dates.at(-1)!, shiftDays) : null,
        });
      }
      return { ok: true, items };
    },

    async teams(season) {
      const file = read(season);
      if (!file.ok) return file;
      const teams = new Map<string, SourceTeam>();
      for (const m of file.items[0].matches)
        for (const raw of [m.team1, m.team2]) {
          const team = teamOf(raw, season.competition.code);
          // Two spellings of one club are one team (the first spelling names it).
          if (!teams.has(team.ref)) teams.set(team.ref, team);
        }
      return { ok: true, items: [...teams.values()] };
    },

    fixtures,

    async dayFixtures(date, seasons) {
      const items: SourceFixture[] = [];
      for (const season of seasons) {
        const read = await fixtures(season);
        if (!read.ok) return read;
        items.push(...read.items.filter((f) => f.kickoffAt.toISOString().slice(0, 10) === date));
      }
      return { ok: true, items };
    },

    async standings() {
      return null;
    },

    async scorers() {
      return null;
    },
  };
}
