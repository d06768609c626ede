// The openfootball files behind the one source interface (decision 0124): every file of a
// competition is a season, its matches the fixtures (with their goals). The files have no official
// table nor top scorers: `provides` says so and those reads answer null. A day's fixtures are those
// of the asked seasons' files kicking off that (UTC) day.
import { MatchStatus } from '@shared/match-status';
import { COMPETITIONS } from '../catalog';
import { resolveTeam } from '../identity';
import { finalState } from '../settle';
import type { FootballSource, SourceFixture, SourceRead, SourceSeason, SourceTeam } from '../source';
import { listSourceFiles, parseSourceFile, readSourceFile, type SourceFile } from './files';
import { goalsOf, kickoffOf } from './transform';

export interface OpenFootballSourceOptions {
  dataDir: string;
  /** The demo calendar's shift, as the importer applies it. */
  shiftDays?: number;
  shiftMinutes?: number;
}

export function createOpenFootballSource(options: OpenFootballSourceOptions): FootballSource {
  const shiftDays = options.shiftDays ?? 0;
  const shiftMs = (options.shiftMinutes ?? 0) * 60_000;
  const entryOf = (season: SourceSeason) =>
    listSourceFiles(options.dataDir).find((entry) => entry.key === season.ref) ?? null;

  /** The season's file, validated; a missing or invalid file is a failed read. */
  function read(season: SourceSeason): SourceRead<SourceFile> {
    const entry = entryOf(season);
    if (!entry) return { ok: false, kind: 'missing', message: `Arquivo ${season.ref} não encontrado.` };
    try {
      return { ok: true, items: [parseSourceFile(readSourceFile(options.dataDir, entry, 0).content)] };
    } catch (error) {
      return { ok: false, kind: 'malformed', message: `${entry.file}: ${(error as Error).message}` };
    }
  }

  function teamOf(raw: string, code: string): SourceTeam {
    const info = COMPETITIONS[code];
    const identity = resolveTeam(raw, { clubCountry: info.clubCountry, national: info.national });
    return { ref: identity.key, name: raw };
  }

  async function fixtures(season: SourceSeason): Promise<SourceRead<SourceFixture>> {
    const file = read(season);
    if (!file.ok) return file;
    const info = COMPETITIONS[season.competition.code];
    const seen = new Map<string, number>();
    const items = file.items[0].matches.map((m): SourceFixture => {
      // The same identity the importer gives the match (a repeated pairing counts on).
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
        venue: m.ground ?? null,
        referee: null,
        state: postponed ? 'postponed' : final ? 'finished' : 'scheduled',
        status: postponed ? MatchStatus.Postponed : (final?.status ?? MatchStatus.Scheduled),
        providerStatus: m.status ?? null,
        result: result && final ? { home: final.homeScore!, away: final.awayScore!, ...result } : null,
        goals: goalsOf(m, ref).map(({ matchSourceKey: _key, ...goal }) => goal),
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
        const file = read(season);
        const dates = file.ok ? file.items[0].matches.map((m) => m.date).sort() : [];
        items.push({ ...season, startsOn: dates[0] ?? null, endsOn: dates.at(-1) ?? null });
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
