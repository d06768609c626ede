// Football rules, orchestrated: matches of a day, match pages, leagues and tables, teams,
// head-to-head, statistics and search. The parts live beside it: directory.ts (teams and seasons in
// memory), to-match.ts (the shared Match shape), standings.ts, statistics.ts, match-cache.ts,
// importer.ts; repo.ts has the SQL. The clock is injected (`now`), so "today" is what the app says.
import { dayBounds, isValidYmd, ymdIn } from '@shared/datetime';
import { matchesFilter } from '@shared/football-rules';
import type { PlayerDetail } from '@shared/players';
import { SEARCH } from '@shared/constants';
import type {
  DirectorySearch,
  FormEntry,
  Goal,
  H2h,
  H2hSummary,
  LeagueDetail,
  LeagueList,
  LeagueStats,
  LeagueSummary,
  Match,
  MatchDetail,
  MatchFilter,
  ScorePair,
  StandingRow,
  TeamDetail,
  TeamRef,
  TeamStats,
} from '@shared/football';
import { isFinished, isLive, MatchStatus } from '@shared/match-status';
import { currentRoundIndex, roundLabel, roundsInOrder } from '@shared/rounds';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../domain-errors';
import { serverTimestamp } from './clock';
import { crestSvg, crestWebp, type CrestSize } from './crest';
import {
  competitionRef,
  currentSeason,
  leagueHeader,
  loadDirectory,
  NOT_FOUND,
  parseId,
  resolveSeason,
  seasonRefs,
  teamFromParam,
  type Directory,
} from './directory';
import { importFootballData, liveNowShiftMinutes, replayDayMinutes, type ImportReport } from './importer';
import { createMatchCache } from './match-cache';
import { createMatchIndex } from './match-index';
import { footballRepo, type MatchRow } from './repo';
import { ageOn, appearanceStats } from './player-stats';
import {
  goalTimelineOf,
  goalsFromEvents,
  linkByLineup,
  lineupsOf,
  replayGoalsOf,
  timelineOf,
  type EventRow,
  type GoalEventRow,
  type LineupRow,
} from './story';
import { SETTLE_AFTER_MS } from './settle';
import { seasonTables, tableWithTeam, zoneLegend } from './standings';
import { foldText } from './team-search';
import { formOf, h2hSummary, leagueSeasonStats, teamSeasonStats, teamStatisticsOf } from './statistics';
import { tournamentVenues } from './catalog';
import { listedMatch, priorityOf, shapesByVersion, toMatch } from './to-match';

/** The period a minute of play belongs to (stoppage time stays in its period: 45+2 is the first half). */
const periodOfMinute = (minute: number) => (minute <= 45 ? 1 : minute <= 90 ? 2 : 3);
const PERIOD_OF_STATUS: Partial<Record<number, number>> = {
  [MatchStatus.FirstHalf]: 1,
  [MatchStatus.HalfTime]: 1.5,
  [MatchStatus.SecondHalf]: 2,
  [MatchStatus.ExtraTime]: 3,
  [MatchStatus.Penalties]: 4,
};

/**
 * Whether a real goal has happened by a live match's clock: an earlier period's goals all have; in
 * the period being played, those up to the minute shown (past 45 in the first half is its stoppage
 * time, so a goal at 45+2 shows at 47 and a second-half goal at 46 does not).
 */
export function goalHasHappened(goal: { minute: number; offset: number | null }, status: number, minute: number) {
  const current = PERIOD_OF_STATUS[status] ?? 4;
  const period = periodOfMinute(goal.minute);
  if (period !== current) return period < current;
  return goal.minute + (goal.offset ?? 0) <= minute;
}

/**
 * What of a match's goals (or timeline) the pages show: all once it has finished, up to the live
 * minute while it is played, none before (the real result stays hidden until it happens).
 */
function happenedSoFar<T extends { minute: number; offset: number | null }>(row: MatchRow, list: T[]): T[] {
  if (isFinished(row.status)) return list;
  return isLive(row.status) && row.minute != null
    ? list.filter((e) => goalHasHappened(e, row.status, row.minute!))
    : [];
}

/** A stored goal as the API gives it, the same on the match page and in the match report. */
function apiGoal(g: GoalEventRow): Goal {
  return {
    side: g.side as 'home' | 'away',
    player: g.player,
    minute: g.minute,
    offset: g.offset,
    penalty: g.penalty,
    ownGoal: g.ownGoal,
  };
}

/** How many of the teams a query means have their matches searched. */
const SEARCH_TEAMS = 12;
/**
 * How far before today's midnight a match still being played may have kicked off: a late match
 * (21:30, extra time, a suspension) is still on after 00:00 and belongs on today's list too.
 */
const STILL_PLAYING_LOOKBACK_MS = 6 * 60 * 60_000;

export interface FootballServiceDeps {
  db: Db;
  /** Folder with the openfootball files. */
  dataDir: string;
  /** Demo calendar shift in weeks (0 = real dates). */
  shiftWeeks: number;
  /**
   * The demo keeps something live (DEMO_SHIFT_WEEKS unset, replay feed): the calendar also moves by
   * minutes so real matches are on at start (demo-calendar.ts). `liveWindowMs`: how long a match
   * stays on in real time at the replay's speed.
   */
  liveNow?: { liveWindowMs: number };
  /**
   * DEMO_REPLAY_DAY: this real match day's season is replayed with the day's first match kicking
   * off now; every other season keeps its real dates (docs/decisions/0106).
   */
  replayDay?: { day: string; liveWindowMs: number };
  /** The app's clock. */
  now: () => Date;
  /** Milliseconds an answer of the match cache is reused (default 1 s; tests lengthen it). */
  matchCacheTtlMs?: number;
  /**
   * This process is the database's only writer (the embedded database): search and the day list are
   * answered from a copy of the matches in memory (match-index.ts), which the writers keep exact.
   */
  soleWriter?: boolean;
  /**
   * Told whenever this process's writers clear the match cache, so other processes clear theirs
   * (app.ts sends it through Redis with REDIS_URL; they call dropCachedMatches).
   */
  onInvalidate?: () => void;
}

export function createFootballService(deps: FootballServiceDeps) {
  const repo = footballRepo(deps.db);

  /** Players by the words of their names and spellings, folded (few thousand: kept in memory). */
  let playerIndexPromise: Promise<
    { id: number; name: string; slug: string; teamId: number | null; words: string[] }[]
  > | null = null;
  const playerIndex = () =>
    (playerIndexPromise ??= repo
      .playerSearchRows()
      .then((rows) =>
        rows.map((r) => ({ ...r, words: [...new Set(foldText([r.name, ...r.aliases].join(' ')).split(/[\s-]+/))] })),
      ));

  /**
   * The players whose words start with every word typed ("mbap", "lionel messi"), those with more
   * whole words first, then the shorter names.
   */
  async function searchPlayers(text: string, dir: Directory): Promise<NonNullable<DirectorySearch['players']>> {
    const typed = text.split(/[\s-]+/).filter(Boolean);
    if (!typed.length) return [];
    const found: { p: Awaited<ReturnType<typeof playerIndex>>[number]; whole: number }[] = [];
    for (const p of await playerIndex()) {
      if (!typed.every((t) => p.words.some((w) => w.startsWith(t)))) continue;
      found.push({ p, whole: typed.filter((t) => p.words.includes(t)).length });
    }
    found.sort((a, b) => b.whole - a.whole || a.p.name.length - b.p.name.length || a.p.name.localeCompare(b.p.name));
    return found.slice(0, SEARCH.teamLimit).map(({ p }) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      team: p.teamId != null ? (dir.teams.get(p.teamId)?.ref.name ?? null) : null,
    }));
  }

  /** The Elenco of a team page: the latest squad the data has, null when none is known. */
  async function squadOf(teamId: number, dir: Directory): Promise<TeamDetail['squad']> {
    const squad = await repo.latestSquad(teamId);
    const season = squad && dir.seasons.get(squad.seasonId);
    if (!squad || !season) return null;
    return {
      seasonName: season.name,
      competitionName: season.competitionName,
      players: squad.members.map((m) => ({
        player: { id: m.id, name: m.name, slug: m.slug },
        shirtNumber: m.shirtNumber,
        position: m.position,
      })),
    };
  }

  /**
   * A match's timeline and lineups as far as it has got: all of it once finished, up to the live
   * minute while on, nothing before kick-off (the lineups too: "Escalações não divulgadas").
   */
  async function matchStoryOf(
    row: MatchRow,
    goalRows: GoalEventRow[],
    eventRows: EventRow[],
    lineupRows: LineupRow[],
  ): Promise<Pick<MatchDetail, 'events' | 'lineups'>> {
    const shownEvents = linkByLineup(happenedSoFar(row, eventRows), lineupRows);
    const shownGoals = happenedSoFar(row, goalRows);
    const ids = new Set<number>(lineupRows.map((r) => r.playerId));
    for (const e of shownEvents) for (const id of [e.playerId, e.relatedPlayerId]) if (id != null) ids.add(id);
    for (const g of shownGoals) if (g.playerId != null) ids.add(g.playerId);
    const refs = new Map((await repo.playerRefs([...ids])).map((p) => [p.id, p]));
    const events = eventRows.length ? timelineOf(shownEvents, refs) : goalTimelineOf(shownGoals, refs);
    const started = isFinished(row.status) || isLive(row.status);
    return {
      events,
      lineups: started
        ? lineupsOf(lineupRows, events, refs, {
            home: { formation: row.homeFormation, coach: row.homeCoach },
            away: { formation: row.awayFormation, coach: row.awayCoach },
          })
        : null,
    };
  }
  const { now } = deps;
  const today = () => ymdIn(now());
  const cache = createMatchCache(deps.matchCacheTtlMs);
  const index = deps.soleWriter
    ? createMatchIndex({ allMatches: repo.allMatches, matchesByIds: repo.matchesByIds })
    : null;
  const matchCache = {
    get: cache.get,
    /** A writer changed these matches (without ids: any): clear here and in the other processes. */
    clear(ids?: number[]) {
      cache.clear();
      index?.invalidate(ids);
      deps.onInvalidate?.();
    },
  };
  let directoryPromise: Promise<Directory> | null = null;
  /** WebP crests by size and drawing (a new colour after an import is a new drawing); a failed one is drawn again. */
  const crestPictures = new Map<string, Promise<Buffer>>();

  const directory = () =>
    (directoryPromise ??= loadDirectory(repo).catch((error) => {
      directoryPromise = null;
      throw error;
    }));

  /**
   * The directory for these match rows: read again (once) when a row names a team or season it
   * does not know, because another process imported them after this one read it.
   */
  const directoryFor = async (rows: Array<{ seasonId: number; homeTeamId: number; awayTeamId: number }>) => {
    const current = directory();
    const dir = await current;
    const known = (row: (typeof rows)[number]) =>
      dir.seasons.has(row.seasonId) && dir.teams.has(row.homeTeamId) && dir.teams.has(row.awayTeamId);
    if (rows.every(known)) return dir;
    if (directoryPromise === current) directoryPromise = null;
    return directory();
  };

  const service = {
    /**
     * Loads the openfootball files (only those changed since the last run) and settles the
     * matches whose time has passed. Safe to call at every start.
     */
    async importData(): Promise<ImportReport> {
      const at = now();
      const replayMinutes = deps.replayDay
        ? await replayDayMinutes(deps.db, { ...deps.replayDay, dataDir: deps.dataDir, now: at })
        : null;
      const shiftMinutes = deps.replayDay
        ? (replayMinutes ?? 0)
        : deps.liveNow
          ? await liveNowShiftMinutes(deps.db, {
              ...deps.liveNow,
              dataDir: deps.dataDir,
              shiftWeeks: deps.shiftWeeks,
              now: at,
            })
          : 0;
      const report = await importFootballData(deps.db, {
        dataDir: deps.dataDir,
        shiftWeeks: deps.shiftWeeks,
        shiftMinutes,
        // A day the files cannot replay (no played match with a known time): real dates everywhere.
        replayDay: replayMinutes === null ? undefined : deps.replayDay?.day,
        now: at,
      });
      if (deps.replayDay) report.replayDay = { day: deps.replayDay.day, replayed: replayMinutes !== null };
      await service.settleMatches();
      directoryPromise = null;
      playerIndexPromise = null;
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
      if (changed.length) matchCache.clear(changed);
      return changed;
    },

    /**
     * Call after writing matches (the live engine does), with the ids written if known: lists and
     * search are read again.
     */
    invalidateMatches(ids?: number[]): void {
      matchCache.clear(ids);
    },

    /**
     * Teams or seasons were written outside the import (the data sync, issue 32): the directory
     * (names, search) is read again, and every match list.
     */
    refreshDirectory(): void {
      directoryPromise = null;
      matchCache.clear();
    },

    /** Another process changed matches: clear this process's answer cache only. */
    dropCachedMatches(): void {
      cache.clear();
      index?.invalidate();
    },

    /**
     * Matches of a São Paulo calendar day (default today), optionally one league and one state;
     * today's include the ones that kicked off yesterday and are still being played.
     */
    async dayMatches(options: { date?: string; league?: number; status?: MatchFilter }) {
      const date = options.date ?? today();
      if (!isValidYmd(date)) throw invalid('Data inválida: use o formato AAAA-MM-DD.');
      const result = await matchCache.get(`day|${date}|${options.league ?? ''}|${options.status ?? ''}`, async () => {
        const { start, end } = dayBounds(date);
        const from = date === today() ? new Date(start.getTime() - STILL_PLAYING_LOOKBACK_MS) : start;
        let rows = await (index ? index.between(from, end) : repo.matchesBetween(from, end));
        // Today also lists yesterday's matches that are still being played (after midnight).
        rows = rows.filter((r) => r.kickoffAt >= start || isLive(r.status));
        const dir = await directoryFor(rows);
        if (options.league !== undefined)
          rows = rows.filter((r) => dir.seasons.get(r.seasonId)?.competitionId === options.league);
        rows = rows.filter(matchesFilter(options.status));
        // Competitions in the audience order (catalog.ts), then by kick-off.
        rows.sort(
          (a, b) =>
            priorityOf(a, dir) - priorityOf(b, dir) || a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id,
        );
        return rows.map((r) => listedMatch(r, dir));
      });
      return { date, isToday: date === today(), list: result, matches: result.matches, timestamp: result.timestamp };
    },

    /** Matches by id in the shared shape (the live feed announces these), in kick-off order. */
    async matchesByIds(ids: number[]): Promise<Match[]> {
      const rows = await repo.matchesByIds(ids);
      const dir = await directoryFor(rows);
      rows.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id);
      return rows.map((r) => toMatch(r, dir));
    },

    async liveMatches() {
      return matchCache.get('live', async () => {
        const rows = await repo.liveMatches();
        const dir = await directoryFor(rows);
        rows.sort((a, b) => priorityOf(a, dir) - priorityOf(b, dir) || a.kickoffAt.getTime() - b.kickoffAt.getTime());
        return rows.map((r) => listedMatch(r, dir));
      });
    },

    async matchDetail(idText: string): Promise<MatchDetail> {
      const id = parseId(idText, NOT_FOUND.match);
      const row = await repo.matchById(id);
      if (!row) throw notFound(NOT_FOUND.match);
      const dir = await directoryFor([row]);
      const season = dir.seasons.get(row.seasonId)!;
      const [goalRows, eventRows, replayRows, lineupRows, statRows, homeRows, awayRows, meetings, seasonRows, feed] =
        await Promise.all([
          repo.goalsOf(id),
          repo.eventsOf(id),
          repo.replayGoalsOf(id),
          repo.lineupOf(id),
          repo.statisticsOf(id),
          repo.teamMatches(row.homeTeamId),
          repo.teamMatches(row.awayTeamId),
          repo.meetings(row.homeTeamId, row.awayTeamId),
          repo.seasonMatches(row.seasonId),
          repo.feedScheduleOf(id),
        ]);
      // A live feed's match has its goals in its timeline only (API-Football writes match_events).
      const goalList = goalRows.length > 0 ? goalRows : goalsFromEvents(eventRows);
      // The real result stays hidden until the match is played (or up to the live minute).
      const shownGoals = happenedSoFar(row, goalList);
      const before = meetings.filter((m) => m.kickoffAt < row.kickoffAt);
      const table = tableWithTeam(season, seasonRows, dir, row.homeTeamId, { live: true });
      // Where the data has only the result, the demo's replay gave each goal its minute (decision 0128).
      const replayed =
        goalList.length === 0 && eventRows.length === 0
          ? replayGoalsOf(replayRows, { home: row.homeScore, away: row.awayScore })
          : [];
      const story = await matchStoryOf(row, replayed.length > 0 ? replayed : goalList, eventRows, lineupRows);
      return {
        match: toMatch(row, dir),
        halfTime:
          isFinished(row.status) && row.htHome != null && row.htAway != null
            ? { home: row.htHome, away: row.htAway }
            : null,
        goals: shownGoals.map(apiGoal),
        form: {
          home: formOf(row.homeTeamId, homeRows, dir, row.kickoffAt),
          away: formOf(row.awayTeamId, awayRows, dir, row.kickoffAt),
        },
        h2h: {
          ...h2hSummary(row.homeTeamId, before),
          last: before
            .filter((m) => isFinished(m.status))
            .slice(0, 5)
            .map((m) => toMatch(m, dir)),
        },
        standings: table && table.rows.some((r) => r.team.id === row.awayTeamId) ? table : null,
        ...story,
        officials: { referee: row.referee, venue: row.venue, attendance: row.attendance },
        statistics: isFinished(row.status) || isLive(row.status) ? teamStatisticsOf(statRows) : null,
        rescheduledFrom: feed?.previousKickoffAt?.toISOString() ?? null,
        goalMinutesFromReplay: replayed.length > 0,
        timestamp: serverTimestamp(),
      };
    },

    /** A player's page (issue 31 point 3): identity, totals per competition, matches. */
    async playerDetail(idText: string): Promise<PlayerDetail> {
      const id = parseId(idText, NOT_FOUND.player);
      const player = await repo.playerById(id);
      if (!player) throw notFound(NOT_FOUND.player);
      const [squad, appearances] = await Promise.all([repo.latestSquadEntry(id), repo.appearancesOf(id)]);
      // What has been played: a replayed match counts once it is over.
      const played = appearances.filter((a) => isFinished(a.match.status));
      const events = await repo.playerEvents(
        id,
        played.map((a) => a.match.id),
      );
      const dir = await directoryFor(played.map((a) => a.match));
      const stats = appearanceStats(
        id,
        played.map((a) => ({
          matchId: a.match.id,
          starter: a.starter,
          shirtNumber: a.shirtNumber,
          extraTime: a.match.etHome != null,
        })),
        events,
      );
      const matchList = played.map((a, i) => ({ ...stats[i], match: toMatch(a.match, dir), side: a.side }));
      const totals = new Map<string, PlayerDetail['totals'][number]>();
      for (const m of matchList) {
        const team = m.side === 'home' ? m.match.homeTeam : m.match.awayTeam;
        const key = `${m.match.competition!.seasonId}|${team.id}`;
        const total = totals.get(key) ?? {
          competition: m.match.competition!,
          team,
          matches: 0,
          starts: 0,
          minutes: 0,
          goals: 0,
          yellowCards: 0,
          redCards: 0,
        };
        total.matches += 1;
        total.starts += m.started ? 1 : 0;
        total.minutes += m.minutes;
        total.goals += m.goals;
        total.yellowCards += m.yellow ? 1 : 0;
        total.redCards += m.red ? 1 : 0;
        totals.set(key, total);
      }
      const nationalTeam = player.nationalTeamId
        ? (dir.teams.get(player.nationalTeamId) ?? (await directory()).teams.get(player.nationalTeamId))
        : undefined;
      return {
        player: {
          id: player.id,
          name: player.name,
          slug: player.slug,
          position: squad?.position ?? player.position,
          shirtNumber: squad?.shirtNumber ?? null,
          birthDate: player.birthDate,
          age: player.birthDate ? ageOn(player.birthDate, ymdIn(now())) : null,
          nationalTeam: nationalTeam?.ref ?? null,
          club: player.club,
        },
        totals: [...totals.values()],
        matches: matchList.map(({ match, started, shirtNumber, goals, yellow, red, subbedOn, subbedOff }) => ({
          match,
          started,
          shirtNumber,
          goals,
          yellow,
          red,
          subbedOn,
          subbedOff,
        })),
        timestamp: serverTimestamp(),
      };
    },

    /** Competitions grouped by country, both in the audience order. */
    async leagues(): Promise<LeagueList> {
      const dir = await directory();
      const byCountry = new Map<string, { priority: number; leagues: (LeagueSummary & { priority: number })[] }>();
      for (const list of dir.byCompetition.values()) {
        const season = currentSeason(list, today());
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
      const dir = await directory();
      const { season, list } = resolveSeason(dir, today(), idText, seasonText);
      const [rows, scorers, cards] = await Promise.all([
        repo.seasonMatches(season.id),
        repo.topScorers(season.id, 20),
        repo.seasonCards(season.id),
      ]);
      // A season synced from API-Football has scores but no goal rows: its official scorers (issue 32).
      const official = scorers.length ? [] : await repo.officialScorers(season.id);
      // Group matches by the group's matchday ("Fase de grupos · 2ª rodada"), the others by the
      // data's round; rounds in the order they are played, "atual" the one being played or next.
      const rounds = new Map<
        string,
        { name: string; matches: Match[]; timing: { status: number; kickoff: number }[] }
      >();
      for (const row of [...rows].sort(
        (a, b) => a.roundOrder - b.roundOrder || a.kickoffAt.getTime() - b.kickoffAt.getTime(),
      )) {
        const group = dir.groupRounds.get(row.id);
        const key = group ? `group|${group.matchday}` : `round|${row.roundOrder}`;
        const name = group ? `Fase de grupos · ${group.matchday}ª rodada` : roundLabel(row.round);
        const entry = rounds.get(key) ?? { name, matches: [], timing: [] };
        entry.matches.push(toMatch(row, dir));
        entry.timing.push({ status: row.status, kickoff: row.kickoffAt.getTime() });
        rounds.set(key, entry);
      }
      const ordered = roundsInOrder([...rounds.values()]);
      const roundList = ordered.map(({ name, matches }) => ({ name, matches }));
      const current = currentRoundIndex(
        ordered.map((r) => ({ matches: r.timing })),
        now().getTime(),
        { isLive, isScheduled: (status) => status === MatchStatus.Scheduled },
      );
      return {
        league: leagueHeader(season),
        season: { id: season.id, name: season.name },
        seasons: seasonRefs(list),
        tables: seasonTables(season, rows, dir, { live: true }),
        zones: zoneLegend(season),
        rounds: roundList,
        currentRound: current,
        topScorers: scorers
          .map((s) => ({
            player: s.player,
            playerRef: s.playerId != null && s.slug ? { id: s.playerId, name: s.player, slug: s.slug } : null,
            team: dir.teams.get(s.teamId)!.ref,
            goals: s.goals,
            penalties: s.penalties,
            // Cards where the data has them for this season (the World Cup TXT files); null elsewhere.
            yellowCards: cards.size ? (cards.get(s.playerId ?? -1)?.yellow ?? 0) : null,
            redCards: cards.size ? (cards.get(s.playerId ?? -1)?.red ?? 0) : null,
          }))
          .concat(
            official
              .filter((s) => dir.teams.has(s.teamId))
              .slice(0, 20)
              .map((s) => ({
                player: s.name,
                playerRef: null,
                team: dir.teams.get(s.teamId)!.ref,
                goals: s.goals,
                penalties: s.penalties ?? 0,
                yellowCards: null,
                redCards: null,
              })),
          ),
        neutralVenues: tournamentVenues(season.code),
      };
    },

    async teamDetail(idText: string): Promise<TeamDetail> {
      const dir = await directory();
      const team = dir.teams.get(parseId(idText, NOT_FOUND.team));
      if (!team) throw notFound(NOT_FOUND.team);
      const rows = await repo.teamMatches(team.id);
      const teamSeasons = [...dir.seasons.values()]
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
        stats = teamSeasonStats(
          team.id,
          statsSeason,
          finished.filter((r) => r.seasonId === statsSeason.id),
          dir,
        );
        const table = tableWithTeam(statsSeason, await repo.seasonMatches(statsSeason.id), dir, team.id);
        standing = table?.rows.find((r) => r.team.id === team.id) ?? null;
      }
      const nowMs = now().getTime();
      const upcoming = rows.filter(
        (r) => r.status === MatchStatus.Scheduled && r.kickoffAt.getTime() >= nowMs - SETTLE_AFTER_MS,
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
        form: formOf(team.id, rows, dir),
        next: [...live, ...upcoming].slice(0, 5).map((r) => toMatch(r, dir)),
        last: [...finished]
          .reverse()
          .slice(0, 10)
          .map((r) => toMatch(r, dir)),
        stats,
        standing,
        squad: await squadOf(team.id, dir),
      };
    },

    /** One match in the shared shape (the share image), 404 when unknown. */
    async match(idText: string): Promise<Match> {
      const dir = await directory();
      const row = await repo.matchById(parseId(idText, NOT_FOUND.match));
      if (!row) throw notFound(NOT_FOUND.match);
      return toMatch(row, dir);
    },

    /**
     * What the sitemap lists: every competition (its current season), the teams playing the current
     * seasons, and those seasons' matches (with the names their slugs are made of).
     */
    async sitemapEntries() {
      const dir = await directory();
      const current = [...dir.byCompetition.values()].map((list) => currentSeason(list, today()));
      const teamIds = new Set<number>();
      for (const season of current) for (const id of season.teamIds) teamIds.add(id);
      const rows = await repo.matchLinks(current.map((s) => s.id));
      return {
        leagues: current.map((s) => ({ id: s.competitionId, slug: leagueHeader(s).slug })),
        teams: [...teamIds].sort((a, b) => a - b).map((id) => dir.teams.get(id)!.ref),
        matches: rows.map((r) => ({
          id: r.id,
          homeTeam: dir.teams.get(r.homeTeamId)!.ref,
          awayTeam: dir.teams.get(r.awayTeamId)!.ref,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    async crest(idText: string): Promise<string> {
      const dir = await directory();
      const team = dir.teams.get(parseId(idText.replace(/\.svg$/, ''), NOT_FOUND.team));
      if (!team) throw notFound(NOT_FOUND.team);
      return crestSvg(team);
    },

    /** The crest as WebP, drawn once per team, size and drawing (at most teams × 2 small pictures). */
    async crestImage(idText: string, size: CrestSize): Promise<Buffer> {
      const svg = await this.crest(idText);
      const key = `${size}:${svg}`;
      let picture = crestPictures.get(key);
      if (!picture) {
        picture = crestWebp(svg, size);
        crestPictures.set(key, picture);
        picture.catch(() => crestPictures.delete(key));
      }
      return picture;
    },

    async h2h(homeText: string, awayText: string): Promise<H2h> {
      const dir = await directory();
      const home = teamFromParam(dir, homeText);
      const away = teamFromParam(dir, awayText);
      if (home.id === away.id) throw invalid('Escolha dois times diferentes para comparar.');
      const meetings = await repo.meetings(home.id, away.id);
      const finished = meetings.filter((m) => isFinished(m.status));
      const upcoming = meetings.filter((m) => m.status === MatchStatus.Scheduled || isLive(m.status)).reverse();
      return {
        home: home.ref,
        away: away.ref,
        summary: h2hSummary(home.id, finished),
        meetings: finished.map((m) => toMatch(m, dir)),
        upcoming: upcoming.map((m) => toMatch(m, dir)),
      };
    },

    async stats(leagueText?: string | number, seasonText?: string | number): Promise<LeagueStats> {
      const dir = await directory();
      const defaultLeague = [...dir.byCompetition.values()].map((l) => l[0]).sort((a, b) => a.priority - b.priority)[0];
      if (!defaultLeague) throw notFound(NOT_FOUND.league);
      const { season, list } = resolveSeason(dir, today(), leagueText ?? defaultLeague.competitionId, seasonText);
      const rows = await repo.seasonMatches(season.id);
      return {
        league: leagueHeader(season),
        season: { id: season.id, name: season.name },
        seasons: seasonRefs(list),
        ...leagueSeasonStats(rows, dir),
      };
    },

    /**
     * Matches of the teams a typed query means (accents and case ignored, typos tolerated; see
     * team-search.ts); "flamengo x palmeiras" looks for meetings of the two. Live first, then
     * soonest upcoming, then most recent; at the same kick-off, the audience order.
     */
    async searchMatches(query: string, limit: number): Promise<Match[]> {
      const text = foldText(query);
      const result = await matchCache.get(`search|${limit}|${text}`, async () => {
        const dir = await directory();
        const pair = text.split(/ (?:x|vs|v|contra) /);
        const [teams, opponents] =
          pair.length === 2 && pair[0].length >= 2 && pair[1].length >= 2
            ? [dir.teamSearch.search(pair[0], SEARCH_TEAMS), dir.teamSearch.search(pair[1], SEARCH_TEAMS)]
            : [dir.teamSearch.search(text, SEARCH_TEAMS), null];
        if (index) {
          const upcomingFrom = new Date(now().getTime() - SETTLE_AFTER_MS);
          const rows = await index.search(teams, opponents, { upcomingFrom, seasonOrder: dir.seasonOrder, limit });
          const rowsDir = await directoryFor(rows);
          return rows.map((row) => listedMatch(row, rowsDir));
        }
        const options = { now: now(), limit, seasonOrder: dir.seasonOrder };
        const shapes = shapesByVersion(dir);
        // The ordered ids and row versions, then the rows of the versions not seen yet. A row written
        // between the two reads repeats the whole search (twice at most; after that the newest rows
        // are shown in the order read), so the answer is one moment's order and content.
        for (let attempt = 0; ; attempt++) {
          const found = await repo.searchMatchVersions(teams, opponents, options);
          const missing = found.filter((f) => shapes.get(f.id)?.version !== f.version);
          const rows = missing.length ? await repo.versionedMatches(missing.map((f) => f.id)) : [];
          for (const row of rows) shapes.set(row.id, { version: row.version, match: toMatch(row, dir) });
          const current = found.every((f) => shapes.get(f.id)?.version === f.version);
          if (current || attempt === 2) return found.flatMap((f) => shapes.get(f.id)?.match ?? []);
        }
      });
      return result.matches;
    },

    /** The teams and leagues a typed query means, best first (spec §2 search, issue 22): pages to open. */
    async searchDirectory(query: string): Promise<DirectorySearch> {
      const dir = await directory();
      const text = foldText(query);
      const teams = dir.teamSearch.search(text, SEARCH.teamLimit).flatMap((id) => {
        const team = dir.teams.get(id);
        return team ? [{ ...team.ref, league: dir.mainSeason.get(id)?.competitionName ?? null }] : [];
      });
      const leagues = dir.leagueSearch.search(text, SEARCH.leagueLimit).flatMap((id) => {
        const season = dir.byCompetition.get(id)?.[0];
        return season
          ? [{ id, name: season.competitionName, slug: season.competitionSlug, country: season.country }]
          : [];
      });
      return { teams, leagues, players: await searchPlayers(text, dir) };
    },

    // ---- What the news module writes about (issue 12): facts only, each from the data. ----

    /** Ids of the finished matches that kicked off in [start, end), oldest first. */
    async finishedMatchIdsBetween(start: Date, end: Date): Promise<number[]> {
      const rows = await repo.matchesBetween(start, end);
      return rows.filter((r) => isFinished(r.status)).map((r) => r.id);
    },

    /** Team refs of the ids that exist, in the order asked. */
    async teamRefs(ids: number[]): Promise<TeamRef[]> {
      const dir = await directory();
      return ids.flatMap((id) => dir.teams.get(id)?.ref ?? []);
    },

    /** Competitions of the ids that exist, in the order asked. */
    async leagueRefs(ids: number[]): Promise<{ id: number; name: string; slug: string }[]> {
      const dir = await directory();
      return ids.flatMap((id) => {
        const season = dir.byCompetition.get(id)?.[0];
        return season ? [{ id, name: season.competitionName, slug: season.competitionSlug }] : [];
      });
    },

    /**
     * Everything a match report may say about a finished match: the match and its goals, both
     * teams' form and the head-to-head BEFORE it, its table just before and just after it (matches
     * kicked off up to its own kick-off), and its round (all matches, and the table once the round
     * has been played). Null when the match does not exist or has not finished.
     */
    async reportFacts(matchId: number): Promise<MatchReportFacts | null> {
      const row = await repo.matchById(matchId);
      if (!row || !isFinished(row.status)) return null;
      const dir = await directoryFor([row]);
      const season = dir.seasons.get(row.seasonId)!;
      const [goalRows, homeRows, awayRows, meetings, seasonRows] = await Promise.all([
        repo.goalsOf(row.id),
        repo.teamMatches(row.homeTeamId),
        repo.teamMatches(row.awayTeamId),
        repo.meetings(row.homeTeamId, row.awayTeamId),
        repo.seasonMatches(row.seasonId),
      ]);
      // The season as it stood at a moment: later matches count as not played (their teams stay in the table).
      const upTo = (at: Date, except?: number) =>
        seasonRows.map((r) => (r.kickoffAt > at || r.id === except ? { ...r, status: MatchStatus.Scheduled } : r));
      const before = tableWithTeam(season, upTo(row.kickoffAt, row.id), dir, row.homeTeamId);
      const after = tableWithTeam(season, upTo(row.kickoffAt), dir, row.homeTeamId);
      const earlier = meetings.filter((m) => m.kickoffAt < row.kickoffAt && isFinished(m.status));
      const roundRows = row.round ? seasonRows.filter((r) => r.round === row.round) : [];
      const roundPlayed =
        roundRows.length > 0 && roundRows.every((r) => isFinished(r.status) || r.status === MatchStatus.Postponed);
      const lastKickoff = new Date(Math.max(...roundRows.map((r) => r.kickoffAt.getTime())));
      return {
        match: toMatch(row, dir),
        kind: season.kind === 'cup' ? 'cup' : 'league',
        halfTime: row.htHome != null && row.htAway != null ? { home: row.htHome, away: row.htAway } : null,
        goals: goalRows.map(apiGoal),
        form: {
          home: formOf(row.homeTeamId, homeRows, dir, row.kickoffAt, 20),
          away: formOf(row.awayTeamId, awayRows, dir, row.kickoffAt, 20),
        },
        h2h: h2hSummary(row.homeTeamId, earlier),
        lastMeeting: earlier.length ? toMatch(earlier[earlier.length - 1], dir) : null,
        table:
          before && after && after.rows.some((r) => r.team.id === row.awayTeamId)
            ? { name: after.name, before: before.rows, after: after.rows }
            : null,
        round: row.round
          ? {
              key: `${row.seasonId}:${row.round}`,
              label: roundLabel(row.round),
              played: roundPlayed,
              matches: roundRows
                .sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id)
                .map((r) => toMatch(r, dir)),
              table:
                roundPlayed && season.kind !== 'cup'
                  ? (tableWithTeam(season, upTo(lastKickoff), dir, row.homeTeamId)?.rows ?? null)
                  : null,
            }
          : null,
      };
    },
  };
  return service;
}

export type FootballService = ReturnType<typeof createFootballService>;

/** The facts a match report is written from (FootballService.reportFacts). */
export interface MatchReportFacts {
  match: Match;
  kind: 'league' | 'cup';
  halfTime: ScorePair | null;
  /** Every goal of the match, in the data's order. */
  goals: Goal[];
  /** Up to 20 finished matches of each team before this one, oldest first, any competition. */
  form: { home: FormEntry[]; away: FormEntry[] };
  /** Earlier finished meetings, from the home team's side. */
  h2h: H2hSummary;
  lastMeeting: Match | null;
  /** The match's table (its group, in a cup) just before and just after it. */
  table: { name: string | null; before: StandingRow[]; after: StandingRow[] } | null;
  round: {
    /** Season id and the data's round name: one summary per round. */
    key: string;
    label: string;
    /** Every match of the round has finished (or was postponed). */
    played: boolean;
    matches: Match[];
    /** The league table after the round, when the round was played in a league. */
    table: StandingRow[] | null;
  } | null;
}
