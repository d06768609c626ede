// Football rules: matches of a day, match pages, leagues and tables, teams, head-to-head, statistics
// and search. Teams and seasons are few and change only on import, so they are kept in memory and
// every list is one indexed query plus a cheap mapping.
import { addDays, dayBounds, isValidYmd, timeIn, ymdIn } from '@shared/datetime';
import { matchesFilter } from '@shared/football-filters';
import type {
  CompetitionRef,
  FormEntry,
  H2h,
  H2hSummary,
  LeagueDetail,
  LeagueList,
  LeagueStats,
  LeagueSummary,
  Match,
  MatchDetail,
  MatchFilter,
  StandingRow,
  LeagueTable,
  TeamDetail,
  TeamRef,
  TeamStats,
  Zone,
} from '@shared/football';
import { outcomeFor } from '@shared/match-display';
import { isFinished, isLive, MatchStatus, statusName } from '@shared/match-status';
import { groupLabel, roundLabel } from '@shared/rounds';
import { computeTable, type ResultInput } from '@shared/standings';
import { venueTables } from './standings';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { COMPETITIONS } from './catalog';
import { serverTimestamp } from './clock';
import { crestSvg, crestUrl } from './crest';
import { normalizeText } from './identity';
import { importFootballData, type ImportReport } from './importer';
import { footballRepo, type MatchRow, type SeasonRow, type TeamRow } from './repo';
import { SETTLE_AFTER_MS } from './settle';

export interface FootballServiceDeps {
  db: Db;
  /** Folder with the openfootball files. */
  dataDir: string;
  /** Demo calendar shift in weeks (0 = real dates). */
  shiftWeeks: number;
  now?: () => Date;
}

interface Season extends SeasonRow {
  teamIds: Set<number>;
}

interface Catalog {
  teams: Map<number, TeamRow & { ref: TeamRef }>;
  seasons: Map<number, Season>;
  /** Seasons of each competition, oldest first. */
  byCompetition: Map<number, Season[]>;
}

const NOT_FOUND = {
  match: 'Partida não encontrada',
  team: 'Time não encontrado',
  league: 'Liga não encontrada',
  season: 'Temporada não encontrada',
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (part: number, total: number) => (total ? round1((part / total) * 100) : 0);
const per = (part: number, total: number) => (total ? Math.round((part / total) * 100) / 100 : 0);

/** A numeric id from a URL, else 404 (a non-numeric id names nothing). */
function parseId(text: string | number, message: string): number {
  const id = typeof text === 'number' ? text : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, message);
  return id;
}

/**
 * How long a day list, live list or search answer is reused. Under load many fans ask for the same
 * list at once; one database read serves them all. Writers (settleMatches, importData, and the live
 * engine through invalidateMatches) clear it at once, so a change is never hidden.
 */
export const MATCH_CACHE_TTL_MS = 1000;
const MATCH_CACHE_MAX_ENTRIES = 500;

export function createFootballService(deps: FootballServiceDeps) {
  const repo = footballRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  let catalogPromise: Promise<Catalog> | null = null;
  const matchCache = new Map<string, { at: number; value: Promise<{ matches: Match[]; timestamp: number }> }>();

  /** The cached answer for `key`, or a fresh one (concurrent callers share the same read). */
  function cachedMatches(key: string, read: () => Promise<Match[]>) {
    const hit = matchCache.get(key);
    const at = Date.now();
    if (hit && at - hit.at < MATCH_CACHE_TTL_MS) return hit.value;
    if (matchCache.size >= MATCH_CACHE_MAX_ENTRIES) matchCache.clear();
    const timestamp = serverTimestamp();
    const value = read().then((matches) => ({ matches, timestamp }));
    value.catch(() => matchCache.delete(key));
    matchCache.set(key, { at, value });
    return value;
  }

  async function loadCatalog(): Promise<Catalog> {
    const [teamRows, seasonRows, seasonTeams] = await Promise.all([repo.teams(), repo.seasons(), repo.seasonTeams()]);
    const teams = new Map(
      teamRows.map((t) => [t.id, { ...t, ref: { id: t.id, name: t.name, slug: t.slug, img: crestUrl(t.id) } }]),
    );
    const seasons = new Map<number, Season>(seasonRows.map((s) => [s.id, { ...s, teamIds: new Set<number>() }]));
    for (const { seasonId, teamId } of seasonTeams) seasons.get(seasonId)?.teamIds.add(teamId);
    const byCompetition = new Map<number, Season[]>();
    for (const season of seasons.values()) {
      const list = byCompetition.get(season.competitionId) ?? [];
      list.push(season);
      byCompetition.set(season.competitionId, list);
    }
    for (const list of byCompetition.values()) list.sort((a, b) => (a.startsOn ?? '').localeCompare(b.startsOn ?? ''));
    return { teams, seasons, byCompetition };
  }

  const catalog = () =>
    (catalogPromise ??= loadCatalog().catch((error) => {
      catalogPromise = null;
      throw error;
    }));

  function competitionRef(season: Season): CompetitionRef {
    return {
      id: season.competitionId,
      name: season.competitionName,
      slug: season.competitionSlug,
      country: season.country,
      seasonId: season.id,
      seasonName: season.name,
    };
  }

  function toMatch(row: MatchRow, cat: Catalog): Match {
    const season = cat.seasons.get(row.seasonId);
    const live = isLive(row.status);
    return {
      id: row.id,
      status: row.status,
      statusName: statusName(row.status),
      minute: live ? row.minute : null,
      matchDatetime: row.kickoffAt.toISOString(),
      matchDate: ymdIn(row.kickoffAt),
      matchTime: row.kickoffKnown ? timeIn(row.kickoffAt) : null,
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      penalties:
        row.status === MatchStatus.FinishedAfterPenalties && row.penHome != null && row.penAway != null
          ? { home: row.penHome, away: row.penAway }
          : null,
      homeTeam: cat.teams.get(row.homeTeamId)!.ref,
      awayTeam: cat.teams.get(row.awayTeamId)!.ref,
      competition: season ? competitionRef(season) : undefined,
      round: roundLabel(row.round) || null,
      venue: row.venue,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The season shown by default: the one running today, else the latest started, else the first. */
  function currentSeason(list: Season[]): Season {
    const today = ymdIn(now());
    const running = list.filter((s) => (s.startsOn ?? '') <= today && today <= (s.endsOn ?? ''));
    if (running.length) return running.at(-1)!;
    const started = list.filter((s) => (s.startsOn ?? '') <= today);
    return started.at(-1) ?? list[0];
  }

  // ---- standings ----------------------------------------------------------------------------

  /** The matches that count for tables, grouped by table (league, group or league phase). */
  function tableGroups(season: Season, rows: MatchRow[]): Map<string | null, MatchRow[]> {
    const groups = new Map<string | null, MatchRow[]>();
    const add = (key: string | null, row: MatchRow) => groups.set(key, [...(groups.get(key) ?? []), row]);
    if (season.kind === 'league') {
      for (const row of rows) add(null, row);
      return groups;
    }
    const unnamed: MatchRow[] = [];
    for (const row of rows) {
      if (row.groupName) add(groupLabel(row.groupName), row);
      else if (/^League,/i.test(row.round ?? '')) add('Fase de liga', row);
      else if (/^Group,/i.test(row.round ?? '')) unnamed.push(row);
    }
    // Group stages written without group names (Libertadores): the groups are who played whom.
    if (unnamed.length) {
      const parent = new Map<number, number>();
      const find = (x: number): number => {
        while (parent.get(x) !== undefined && parent.get(x) !== x) x = parent.get(x)!;
        return x;
      };
      for (const row of unnamed) {
        for (const id of [row.homeTeamId, row.awayTeamId]) if (!parent.has(id)) parent.set(id, id);
        parent.set(find(row.homeTeamId), find(row.awayTeamId));
      }
      const roots = new Map<number, number>();
      for (const row of unnamed) {
        const root = find(row.homeTeamId);
        if (!roots.has(root)) roots.set(root, roots.size);
        add(`Grupo ${String.fromCharCode(65 + roots.get(root)!)}`, row);
      }
    }
    return new Map([...groups.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'pt-BR')));
  }

  function zoneOf(season: Season, position: number, size: number): Zone | null {
    const zones = COMPETITIONS[season.code]?.zones;
    if (!zones) return null;
    if (zones.title && position <= zones.title) return 'title';
    if (zones.continental && position >= zones.continental[0] && position <= zones.continental[1]) return 'continental';
    if (zones.continental2 && position >= zones.continental2[0] && position <= zones.continental2[1])
      return 'continental-2';
    if (zones.relegation && position > size - zones.relegation) return 'relegation';
    return null;
  }

  function zoneLegend(season: Season) {
    const info = COMPETITIONS[season.code];
    const legend: { zone: Zone; label: string }[] = [];
    if (info?.zones?.title) legend.push({ zone: 'title', label: 'Campeão' });
    if (info?.zones?.continental)
      legend.push({ zone: 'continental', label: info.zoneLabels?.continental ?? 'Classificação' });
    if (info?.zones?.continental2)
      legend.push({ zone: 'continental-2', label: info.zoneLabels?.continental2 ?? 'Classificação' });
    if (info?.zones?.relegation) legend.push({ zone: 'relegation', label: 'Rebaixamento' });
    return legend;
  }

  function resultsOf(rows: MatchRow[]): ResultInput[] {
    return rows
      .filter((r) => isFinished(r.status) && r.homeScore != null && r.awayScore != null)
      .map((r) => ({
        homeId: r.homeTeamId,
        awayId: r.awayTeamId,
        homeGoals: r.homeScore!,
        awayGoals: r.awayScore!,
        at: r.kickoffAt.getTime(),
      }));
  }

  function seasonTables(season: Season, rows: MatchRow[], cat: Catalog): LeagueTable[] {
    const tables: LeagueTable[] = [];
    for (const [name, groupRows] of tableGroups(season, rows)) {
      const teamIds = [...new Set(groupRows.flatMap((r) => [r.homeTeamId, r.awayTeamId]))];
      const results = resultsOf(groupRows);
      const options = {
        teamIds,
        nameOf: (id: number) => cat.teams.get(id)?.name ?? '',
        rule: COMPETITIONS[season.code]?.tieBreak,
      };
      const table = computeTable(results, options);
      tables.push({
        ...venueTables(results, { ...options, refOf: (id) => cat.teams.get(id)!.ref }),
        name,
        rows: table.map((row, index): StandingRow => ({
          position: index + 1,
          team: cat.teams.get(row.teamId)!.ref,
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goalsFor: row.goalsFor,
          goalsAgainst: row.goalsAgainst,
          goalDifference: row.goalDifference,
          points: row.points,
          form: row.form,
          zone: zoneOf(season, index + 1, table.length),
        })),
      });
    }
    return tables;
  }

  // ---- form, head-to-head ---------------------------------------------------------------------

  function formOf(teamId: number, rows: MatchRow[], cat: Catalog, before?: Date, count = 5): FormEntry[] {
    const finished = rows.filter(
      (r) =>
        (r.homeTeamId === teamId || r.awayTeamId === teamId) &&
        isFinished(r.status) &&
        (!before || r.kickoffAt < before),
    );
    return finished.slice(-count).map((r) => {
      const home = r.homeTeamId === teamId;
      const penalties =
        r.penHome != null && r.penAway != null && r.status === MatchStatus.FinishedAfterPenalties
          ? { home: r.penHome, away: r.penAway }
          : null;
      return {
        matchId: r.id,
        outcome: outcomeFor(home ? 'home' : 'away', { ...r, penalties })!,
        score: `${r.homeScore} - ${r.awayScore}`,
        opponent: cat.teams.get(home ? r.awayTeamId : r.homeTeamId)!.ref,
        home,
        matchDate: ymdIn(r.kickoffAt),
      };
    });
  }

  function h2hSummary(teamId: number, meetings: MatchRow[]): H2hSummary {
    const summary = { played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, avgGoals: 0 };
    for (const m of meetings) {
      if (!isFinished(m.status) || m.homeScore == null || m.awayScore == null) continue;
      const home = m.homeTeamId === teamId;
      const gf = home ? m.homeScore : m.awayScore;
      const ga = home ? m.awayScore : m.homeScore;
      summary.played += 1;
      summary.goalsFor += gf;
      summary.goalsAgainst += ga;
      if (gf > ga) summary.wins += 1;
      else if (gf < ga) summary.losses += 1;
      else summary.draws += 1;
    }
    summary.avgGoals = per(summary.goalsFor + summary.goalsAgainst, summary.played);
    return summary;
  }

  async function teamFromParam(text: string, cat: Catalog): Promise<TeamRow & { ref: TeamRef }> {
    if (/^\d+$/.test(text)) {
      const team = cat.teams.get(parseId(text, NOT_FOUND.team));
      if (team) return team;
      throw new HttpError(404, NOT_FOUND.team);
    }
    const slug = text.toLowerCase();
    const candidates = [...cat.teams.values()].filter((t) => t.slug === slug);
    if (!candidates.length) throw new HttpError(404, NOT_FOUND.team);
    // The same slug for two clubs: the one with the most seasons is the one people mean.
    const seasonsOf = (id: number) => [...cat.seasons.values()].filter((s) => s.teamIds.has(id)).length;
    return candidates.sort((a, b) => seasonsOf(b.id) - seasonsOf(a.id) || a.id - b.id)[0];
  }

  function leagueHeader(season: Season) {
    return {
      id: season.competitionId,
      name: season.competitionName,
      slug: season.competitionSlug,
      country: season.country,
      kind: season.kind as 'league' | 'cup',
    };
  }

  function resolveSeason(
    cat: Catalog,
    leagueIdText: string | number,
    seasonIdText?: string | number,
  ): { season: Season; list: Season[] } {
    const leagueId = parseId(leagueIdText, NOT_FOUND.league);
    const list = cat.byCompetition.get(leagueId);
    if (!list?.length) throw new HttpError(404, NOT_FOUND.league);
    if (seasonIdText === undefined) return { season: currentSeason(list), list };
    const seasonId = parseId(seasonIdText, NOT_FOUND.season);
    const season = list.find((s) => s.id === seasonId);
    if (!season) throw new HttpError(404, NOT_FOUND.season);
    return { season, list };
  }

  const seasonRefs = (list: Season[]) => [...list].reverse().map((s) => ({ id: s.id, name: s.name }));

  const service = {
    /**
     * Loads the openfootball files (only those changed since the last run) and settles the
     * matches whose time has passed. Safe to call at every start.
     */
    async importData(): Promise<ImportReport> {
      const report = await importFootballData(deps.db, {
        dataDir: deps.dataDir,
        shiftWeeks: deps.shiftWeeks,
        now: now(),
      });
      await service.settleMatches();
      catalogPromise = null;
      matchCache.clear();
      return report;
    },

    /**
     * (Re)computes the "settled" state: every match whose kick-off is more than SETTLE_AFTER_MS
     * (3 h) ago and that is not final yet gets its real result (3, 31 after extra time, 32 after
     * penalties) or 4 when the data has none. Matches inside the window (kick-off passed less than
     * 3 h ago) are left alone: the live engine plays them. Call it periodically (main.ts does,
     * every minute) and after an import. Returns the ids that changed.
     */
    async settleMatches(at: Date = now()): Promise<number[]> {
      const changed = await repo.settle(new Date(at.getTime() - SETTLE_AFTER_MS), at);
      if (changed.length) matchCache.clear();
      return changed;
    },

    /** Call after writing matches (the live engine does): lists and search are read again. */
    invalidateMatches(): void {
      matchCache.clear();
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },

    toMatch: async (row: MatchRow): Promise<Match> => toMatch(row, await catalog()),

    /** Matches of a São Paulo calendar day (default today), optionally one league and one state. */
    async dayMatches(options: { date?: string; league?: number; status?: MatchFilter }) {
      const date = options.date ?? ymdIn(now());
      if (!isValidYmd(date)) throw new HttpError(400, 'Data inválida: use o formato AAAA-MM-DD.');
      const result = await cachedMatches(`day|${date}|${options.league ?? ''}|${options.status ?? ''}`, async () => {
        const cat = await catalog();
        const { start, end } = dayBounds(date);
        let rows = await repo.matchesBetween(start, end);
        if (options.league !== undefined)
          rows = rows.filter((r) => cat.seasons.get(r.seasonId)?.competitionId === options.league);
        rows = rows.filter(matchesFilter(options.status));
        // Competitions in their order of importance (Brasileirão first), then by kick-off.
        const priority = (r: MatchRow) => cat.seasons.get(r.seasonId)?.priority ?? 999;
        rows.sort((a, b) => priority(a) - priority(b) || a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id);
        return rows.map((r) => toMatch(r, cat));
      });
      return {
        date,
        isToday: date === ymdIn(now()),
        list: result,
        matches: result.matches,
        timestamp: result.timestamp,
      };
    },

    /** Matches by id in the shared shape (the live feed announces these), in kick-off order. */
    async matchesByIds(ids: number[]): Promise<Match[]> {
      const [rows, cat] = await Promise.all([repo.matchesByIds(ids), catalog()]);
      rows.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id);
      return rows.map((r) => toMatch(r, cat));
    },

    async liveMatches() {
      return cachedMatches('live', async () => {
        const cat = await catalog();
        return (await repo.liveMatches()).map((r) => toMatch(r, cat));
      });
    },

    async matchDetail(idText: string): Promise<MatchDetail> {
      const id = parseId(idText, NOT_FOUND.match);
      const row = await repo.matchById(id);
      if (!row) throw new HttpError(404, NOT_FOUND.match);
      const cat = await catalog();
      const season = cat.seasons.get(row.seasonId)!;
      const [goalRows, homeRows, awayRows, meetings, seasonRows] = await Promise.all([
        repo.goalsOf(id),
        repo.teamMatches(row.homeTeamId),
        repo.teamMatches(row.awayTeamId),
        repo.meetings(row.homeTeamId, row.awayTeamId),
        repo.seasonMatches(row.seasonId),
      ]);
      // The real result stays hidden until the match is played (or up to the live minute).
      const shownGoals = isFinished(row.status)
        ? goalRows
        : isLive(row.status) && row.minute != null
          ? goalRows.filter((g) => g.minute <= row.minute!)
          : [];
      const before = meetings.filter((m) => m.kickoffAt < row.kickoffAt);
      const table =
        seasonTables(season, seasonRows, cat).find((t) => t.rows.some((r) => r.team.id === row.homeTeamId)) ?? null;
      return {
        match: toMatch(row, cat),
        halfTime:
          isFinished(row.status) && row.htHome != null && row.htAway != null
            ? { home: row.htHome, away: row.htAway }
            : null,
        goals: shownGoals.map((g) => ({
          side: g.side as 'home' | 'away',
          player: g.player,
          minute: g.minute,
          offset: g.offset,
          penalty: g.penalty,
          ownGoal: g.ownGoal,
        })),
        form: {
          home: formOf(row.homeTeamId, homeRows, cat, row.kickoffAt),
          away: formOf(row.awayTeamId, awayRows, cat, row.kickoffAt),
        },
        h2h: {
          ...h2hSummary(row.homeTeamId, before),
          last: before
            .filter((m) => isFinished(m.status))
            .slice(0, 5)
            .map((m) => toMatch(m, cat)),
        },
        standings: table && table.rows.some((r) => r.team.id === row.awayTeamId) ? table : null,
        timestamp: serverTimestamp(),
      };
    },

    async leagues(): Promise<LeagueList> {
      const cat = await catalog();
      const byCountry = new Map<string, { priority: number; leagues: (LeagueSummary & { priority: number })[] }>();
      for (const list of cat.byCompetition.values()) {
        const season = currentSeason(list);
        const entry = byCountry.get(season.country) ?? { priority: season.priority, leagues: [] };
        entry.priority = Math.min(entry.priority, season.priority);
        entry.leagues.push({
          ...leagueHeader(season),
          currentSeason: { id: season.id, name: season.name },
          teams: season.teamIds.size,
          priority: season.priority,
        });
        byCountry.set(season.country, entry);
      }
      return {
        countries: [...byCountry.entries()]
          .sort((a, b) => a[1].priority - b[1].priority)
          .map(([country, entry]) => ({
            country,
            leagues: entry.leagues.sort((a, b) => a.priority - b.priority).map(({ priority: _p, ...league }) => league),
          })),
      };
    },

    async leagueDetail(idText: string, seasonText?: string): Promise<LeagueDetail> {
      const cat = await catalog();
      const { season, list } = resolveSeason(cat, idText, seasonText);
      const [rows, scorers] = await Promise.all([repo.seasonMatches(season.id), repo.topScorers(season.id, 20)]);
      const rounds = new Map<number, { name: string; matches: Match[] }>();
      for (const row of [...rows].sort(
        (a, b) => a.roundOrder - b.roundOrder || a.kickoffAt.getTime() - b.kickoffAt.getTime(),
      )) {
        const entry = rounds.get(row.roundOrder) ?? { name: roundLabel(row.round), matches: [] };
        entry.matches.push(toMatch(row, cat));
        rounds.set(row.roundOrder, entry);
      }
      const roundList = [...rounds.values()];
      const firstOpen = roundList.findIndex((r) =>
        r.matches.some((m) => !isFinished(m.status) && m.status !== MatchStatus.Postponed),
      );
      return {
        league: leagueHeader(season),
        season: { id: season.id, name: season.name },
        seasons: seasonRefs(list),
        tables: seasonTables(season, rows, cat),
        zones: zoneLegend(season),
        rounds: roundList,
        currentRound: firstOpen === -1 ? Math.max(0, roundList.length - 1) : firstOpen,
        topScorers: scorers.map((s) => ({
          player: s.player,
          team: cat.teams.get(s.teamId)!.ref,
          goals: s.goals,
          penalties: s.penalties,
        })),
      };
    },

    async teamDetail(idText: string): Promise<TeamDetail> {
      const cat = await catalog();
      const team = cat.teams.get(parseId(idText, NOT_FOUND.team));
      if (!team) throw new HttpError(404, NOT_FOUND.team);
      const rows = await repo.teamMatches(team.id);
      const teamSeasons = [...cat.seasons.values()]
        .filter((s) => s.teamIds.has(team.id))
        .sort((a, b) => (b.startsOn ?? '').localeCompare(a.startsOn ?? '') || a.priority - b.priority);
      const finished = rows.filter((r) => isFinished(r.status));
      // Season stats: the latest season with results, a league before a cup.
      const withResults = teamSeasons.filter((s) => finished.some((r) => r.seasonId === s.id));
      const statsSeason =
        withResults.find(
          (s) => s.kind === 'league' && withResults.every((o) => (o.startsOn ?? '') <= (s.endsOn ?? '')),
        ) ?? withResults[0];
      let stats: TeamStats | null = null;
      let standing: StandingRow | null = null;
      if (statsSeason) {
        const own = finished.filter((r) => r.seasonId === statsSeason.id);
        const split = {
          home: { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 },
          away: { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 },
        };
        let gf = 0,
          ga = 0,
          clean = 0,
          btts = 0,
          over = 0;
        const timeline = own.map((r) => {
          const home = r.homeTeamId === team.id;
          const f = (home ? r.homeScore : r.awayScore) ?? 0;
          const a = (home ? r.awayScore : r.homeScore) ?? 0;
          const s = split[home ? 'home' : 'away'];
          s.played += 1;
          s.goalsFor += f;
          s.goalsAgainst += a;
          if (f > a) s.won += 1;
          else if (f < a) s.lost += 1;
          else s.drawn += 1;
          gf += f;
          ga += a;
          if (a === 0) clean += 1;
          if (f > 0 && a > 0) btts += 1;
          if (f + a > 2.5) over += 1;
          return { matchId: r.id, matchDate: ymdIn(r.kickoffAt), goalsFor: f, goalsAgainst: a };
        });
        const played = own.length;
        stats = {
          competition: competitionRef(statsSeason),
          played,
          won: split.home.won + split.away.won,
          drawn: split.home.drawn + split.away.drawn,
          lost: split.home.lost + split.away.lost,
          goalsForPerMatch: per(gf, played),
          goalsAgainstPerMatch: per(ga, played),
          cleanSheets: clean,
          bothTeamsScorePct: pct(btts, played),
          over25Pct: pct(over, played),
          home: split.home,
          away: split.away,
          timeline,
        };
        const table = seasonTables(statsSeason, await repo.seasonMatches(statsSeason.id), cat).find((t) =>
          t.rows.some((r) => r.team.id === team.id),
        );
        standing = table?.rows.find((r) => r.team.id === team.id) ?? null;
      }
      const nowDate = now();
      const upcoming = rows.filter(
        (r) => r.status === MatchStatus.Scheduled && r.kickoffAt.getTime() >= nowDate.getTime() - SETTLE_AFTER_MS,
      );
      const live = rows.filter((r) => isLive(r.status));
      return {
        team: {
          ...team.ref,
          officialName: team.officialName,
          country: team.country,
          isNational: team.isNational,
          aliases: team.aliases,
        },
        competitions: teamSeasons.map(competitionRef),
        form: formOf(team.id, rows, cat),
        next: [...live, ...upcoming].slice(0, 5).map((r) => toMatch(r, cat)),
        last: [...finished]
          .reverse()
          .slice(0, 10)
          .map((r) => toMatch(r, cat)),
        stats,
        standing,
      };
    },

    async crest(idText: string): Promise<string> {
      const cat = await catalog();
      const team = cat.teams.get(parseId(idText.replace(/\.svg$/, ''), NOT_FOUND.team));
      if (!team) throw new HttpError(404, NOT_FOUND.team);
      return crestSvg(team);
    },

    async h2h(homeText: string, awayText: string): Promise<H2h> {
      const cat = await catalog();
      const [home, away] = await Promise.all([teamFromParam(homeText, cat), teamFromParam(awayText, cat)]);
      if (home.id === away.id) throw new HttpError(400, 'Escolha dois times diferentes para comparar.');
      const meetings = await repo.meetings(home.id, away.id);
      const finished = meetings.filter((m) => isFinished(m.status));
      const upcoming = meetings.filter((m) => m.status === MatchStatus.Scheduled || isLive(m.status)).reverse();
      return {
        home: home.ref,
        away: away.ref,
        summary: h2hSummary(home.id, finished),
        meetings: finished.map((m) => toMatch(m, cat)),
        upcoming: upcoming.map((m) => toMatch(m, cat)),
      };
    },

    async stats(leagueText?: string | number, seasonText?: string | number): Promise<LeagueStats> {
      const cat = await catalog();
      const defaultLeague = [...cat.byCompetition.values()].map((l) => l[0]).sort((a, b) => a.priority - b.priority)[0];
      if (!defaultLeague) throw new HttpError(404, NOT_FOUND.league);
      const { season, list } = resolveSeason(cat, leagueText ?? defaultLeague.competitionId, seasonText);
      const rows = await repo.seasonMatches(season.id);
      const finished = rows.filter((r) => isFinished(r.status) && r.homeScore != null && r.awayScore != null);
      let goals = 0,
        home = 0,
        draw = 0,
        away = 0,
        o15 = 0,
        o25 = 0,
        o35 = 0,
        btts = 0;
      const byRound = new Map<number, { round: string; goals: number; matches: number }>();
      for (const r of finished) {
        const h = r.ftHome ?? r.homeScore!;
        const a = r.ftAway ?? r.awayScore!;
        const total = h + a;
        goals += total;
        if (h > a) home += 1;
        else if (h < a) away += 1;
        else draw += 1;
        if (total > 1.5) o15 += 1;
        if (total > 2.5) o25 += 1;
        if (total > 3.5) o35 += 1;
        if (h > 0 && a > 0) btts += 1;
        const entry = byRound.get(r.roundOrder) ?? { round: roundLabel(r.round), goals: 0, matches: 0 };
        entry.goals += total;
        entry.matches += 1;
        byRound.set(r.roundOrder, entry);
      }
      const n = finished.length;
      const table = computeTable(resultsOf(rows), { nameOf: (id) => cat.teams.get(id)?.name ?? '' });
      const entry = (row: (typeof table)[number], value: number) => ({
        team: cat.teams.get(row.teamId)!.ref,
        played: row.played,
        value,
        perMatch: per(value, row.played),
        form: row.form,
      });
      const points = (form: string[]) => form.reduce((sum, o) => sum + (o === 'V' ? 3 : o === 'E' ? 1 : 0), 0);
      return {
        league: leagueHeader(season),
        season: { id: season.id, name: season.name },
        seasons: seasonRefs(list),
        played: n,
        goals,
        goalsPerMatch: per(goals, n),
        homeWinPct: pct(home, n),
        drawPct: pct(draw, n),
        awayWinPct: pct(away, n),
        over15Pct: pct(o15, n),
        over25Pct: pct(o25, n),
        over35Pct: pct(o35, n),
        bothTeamsScorePct: pct(btts, n),
        goalsByRound: [...byRound.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v),
        rankings: {
          attack: [...table]
            .sort((a, b) => b.goalsFor / (b.played || 1) - a.goalsFor / (a.played || 1))
            .slice(0, 10)
            .map((r) => entry(r, r.goalsFor)),
          defence: [...table]
            .filter((r) => r.played)
            .sort((a, b) => a.goalsAgainst / a.played - b.goalsAgainst / b.played)
            .slice(0, 10)
            .map((r) => entry(r, r.goalsAgainst)),
          form: [...table]
            .sort((a, b) => points(b.form) - points(a.form) || b.goalDifference - a.goalDifference)
            .slice(0, 10)
            .map((r) => entry(r, points(r.form))),
        },
      };
    },

    /**
     * Matches whose teams' names or aliases look like the query (accents and case ignored, typos
     * tolerated). "flamengo x palmeiras" looks for meetings of the two.
     */
    async searchMatches(query: string, limit: number): Promise<Match[]> {
      const text = normalizeText(query);
      const result = await cachedMatches(`search|${limit}|${text}`, async () => {
        const pair = text.split(/\s+(?:x|vs\.?|v|contra)\s+/);
        const cat = await catalog();
        const teamLimit = 12;
        const rows =
          pair.length === 2 && pair[0].length >= 2 && pair[1].length >= 2
            ? await repo.searchMatches(
                await repo.searchTeams(pair[0], teamLimit),
                await repo.searchTeams(pair[1], teamLimit),
                now(),
                limit,
              )
            : await repo.searchMatches(await repo.searchTeams(text, teamLimit), null, now(), limit);
        return rows.map((r) => toMatch(r, cat));
      });
      return result.matches;
    },

    /** Today in São Paulo (for callers that need "today"). */
    today: () => ymdIn(now()),
    tomorrow: () => addDays(ymdIn(now()), 1),
  };
  return service;
}

export type FootballService = ReturnType<typeof createFootballService>;
