// What the World Cup TXT files add to the matches the app already has (issue 31): player identities,
// squads, lineups, events, referee and attendance. Pure: parsed files in, rows keyed by stable keys
// out (team keys, player keys, a match's teams and occurrence); import/story-repo.ts turns keys into ids.
import { slugify } from '@shared/slug';
import { resolveTeam } from '../../identity';
import {
  displayName,
  foldName,
  formationOf,
  lineupPlayers,
  type TxtLineup,
  type TxtMatch,
  type TxtSquad,
  type TxtSquadMember,
  type TxtTournament,
} from './worldcup-txt';

export interface StoryTournament {
  /** "2022": the season of worldcup.json/<year>/worldcup the matches join. */
  year: string;
  tournament: TxtTournament;
  squads: TxtSquad[];
}

export interface PlannedPlayer {
  key: string;
  name: string;
  slug: string;
  aliases: string[];
  birthDate: string | null;
  position: string | null;
  nationalTeamKey: string;
}

export interface PlannedSquadMember {
  year: string;
  teamKey: string;
  playerKey: string;
  shirtNumber: number | null;
  position: string;
}

export interface PlannedLineupEntry {
  side: 'home' | 'away';
  playerKey: string;
  name: string;
  shirtNumber: number | null;
  position: string | null;
  starter: boolean;
  line: number | null;
  slot: number;
  captain: boolean;
}

export interface PlannedEvent {
  seq: number;
  type: string;
  side: 'home' | 'away';
  minute: number;
  offset: number | null;
  playerKey: string | null;
  playerName: string | null;
  relatedKey: string | null;
  relatedName: string | null;
}

export interface PlannedStoryMatch {
  year: string;
  homeKey: string;
  awayKey: string;
  /** 0 for the first meeting of these teams in the tournament, 1 for a second (a rematch). */
  occurrence: number;
  referee: string | null;
  attendance: number | null;
  venue: string | null;
  homeFormation: string | null;
  awayFormation: string | null;
  homeCoach: string | null;
  awayCoach: string | null;
  lineup: PlannedLineupEntry[];
  events: PlannedEvent[];
}

export interface StoryPlan {
  players: PlannedPlayer[];
  squads: PlannedSquadMember[];
  matches: PlannedStoryMatch[];
  /** Lineup names no squad member answers to (they still get an identity, by name and team). */
  unjoined: string[];
}

/** The TXT files' names where worldcup.json (whose names the app's teams carry) writes another. */
const JSON_NAME_OF: Record<string, string> = {
  Czechia: 'Czech Republic',
  'Bosnia and Herzegovina': 'Bosnia & Herzegovina',
  Türkiye: 'Turkey',
  "Côte d'Ivoire": 'Ivory Coast',
  'Cabo Verde': 'Cape Verde',
  'Congo DR': 'DR Congo',
};

export function teamKeyOf(name: string): string {
  return resolveTeam(JSON_NAME_OF[name] ?? name, { clubCountry: null, national: true }).key;
}

function tokens(name: string): string[] {
  return foldName(name).split(' ').filter(Boolean);
}

/**
 * The squad member a lineup name means: the same name folded; else the same words in another order
 * ("AYALA Hugo"); else the same letters without spaces ("ALI AL BULAYHI"); else the one member whose
 * name holds every word ("THIAGO" → "Thiago Alcântara") when only one does. Never a closer guess.
 */
export function squadMemberOf(name: string, members: TxtSquadMember[]): TxtSquadMember | null {
  const folded = foldName(name);
  const players = members.filter((m) => m.position !== 'coach');
  const exact = players.find((m) => foldName(m.name) === folded);
  if (exact) return exact;
  const sorted = tokens(name).sort().join(' ');
  const reordered = players.find((m) => tokens(m.name).sort().join(' ') === sorted);
  if (reordered) return reordered;
  const joined = folded.replace(/[\s'-]/g, '');
  const glued = players.find((m) => foldName(m.name).replace(/[\s'-]/g, '') === joined);
  if (glued) return glued;
  const words = tokens(name);
  const holding = players.filter((m) => {
    const own = new Set(tokens(m.name));
    return words.every((w) => own.has(w));
  });
  return holding.length === 1 ? holding[0] : null;
}

function playerKeyOf(member: TxtSquadMember | null, name: string, teamKey: string): string {
  return member?.birthDate ? `${foldName(member.name)}|${member.birthDate}` : `${foldName(name)}|${teamKey}`;
}

/** "Szymon MARCINIAK (POL)" → "Szymon Marciniak (POL)": the name folded, the country code kept. */
function refereeName(text: string): string {
  const m = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(text.trim());
  return m ? `${displayName(m[1])} (${m[2]})` : displayName(text.trim());
}

const GOAL_TYPE = { penalty: 'penalty', ownGoal: 'own_goal', goal: 'goal' } as const;

export function planStory(inputs: StoryTournament[]): StoryPlan {
  const players = new Map<string, PlannedPlayer>();
  const squads: PlannedSquadMember[] = [];
  const matches: PlannedStoryMatch[] = [];
  const unjoined: string[] = [];

  const addPlayer = (key: string, rawName: string, member: TxtSquadMember | null, teamKey: string) => {
    const name = displayName(member?.name ?? rawName);
    const existing = players.get(key);
    const aliases = new Set(existing?.aliases ?? []);
    for (const spelling of [rawName, member?.name, name]) if (spelling && spelling !== name) aliases.add(spelling);
    // Later tournaments come last: their name, position and team are the current ones.
    players.set(key, {
      key,
      name,
      slug: slugify(name),
      aliases: [...aliases].filter((a) => a !== name).sort(),
      birthDate: member?.birthDate ?? existing?.birthDate ?? null,
      position: member?.position ?? existing?.position ?? null,
      nationalTeamKey: teamKey,
    });
  };

  for (const { year, tournament, squads: teamSquads } of [...inputs].sort((a, b) => a.year.localeCompare(b.year))) {
    const squadOf = new Map(teamSquads.map((s) => [s.team, s]));
    for (const squad of teamSquads) {
      const teamKey = teamKeyOf(squad.team);
      for (const member of squad.members) {
        if (member.position === 'coach') continue;
        const key = playerKeyOf(member, member.name, teamKey);
        addPlayer(key, member.name, member, teamKey);
        squads.push({ year, teamKey, playerKey: key, shirtNumber: member.number, position: member.position });
      }
    }

    const meetings = new Map<string, number>();
    for (const m of tournament.matches) {
      if (!m.lineups) continue;
      const homeKey = teamKeyOf(m.home);
      const awayKey = teamKeyOf(m.away);
      const pair = `${homeKey}|${awayKey}`;
      const occurrence = meetings.get(pair) ?? 0;
      meetings.set(pair, occurrence + 1);
      matches.push(planMatch(year, m, m.lineups, { homeKey, awayKey, occurrence }, squadOf, addPlayer, unjoined));
    }
  }
  return { players: [...players.values()], squads, matches, unjoined };
}

function planMatch(
  year: string,
  m: TxtMatch,
  lineups: { home: TxtLineup; away: TxtLineup },
  ids: { homeKey: string; awayKey: string; occurrence: number },
  squadOf: Map<string, TxtSquad>,
  addPlayer: (key: string, rawName: string, member: TxtSquadMember | null, teamKey: string) => void,
  unjoined: string[],
): PlannedStoryMatch {
  const lineup: PlannedLineupEntry[] = [];
  const keyByName = { home: new Map<string, string>(), away: new Map<string, string>() };
  const coach = { home: null as string | null, away: null as string | null };

  for (const side of ['home', 'away'] as const) {
    const team = lineups[side];
    const teamKey = side === 'home' ? ids.homeKey : ids.awayKey;
    const members = squadOf.get(team.team)?.members ?? [];
    const headCoach = members.find((c) => c.position === 'coach');
    coach[side] = headCoach ? displayName(headCoach.name) : null;
    const seen = new Set<string>();
    const enter = (name: string, captain: boolean, starter: boolean, line: number | null, slot: number) => {
      const member = squadMemberOf(name, members);
      if (!member) unjoined.push(`${year} ${team.team}: ${name}`);
      const key = playerKeyOf(member, name, teamKey);
      addPlayer(key, name, member, teamKey);
      keyByName[side].set(foldName(name), key);
      if (seen.has(key)) return;
      seen.add(key);
      lineup.push({
        side,
        playerKey: key,
        name: displayName(name),
        shirtNumber: member?.number ?? null,
        position: member?.position ?? null,
        starter,
        line,
        slot,
        captain,
      });
    };
    team.lines.forEach((players, line) => players.forEach((p, slot) => enter(p.name, p.captain, true, line, slot)));
    team.substitutions.forEach((s, slot) => enter(s.on.name, s.on.captain, false, null, slot));
  }

  type Draft = Omit<PlannedEvent, 'seq'>;
  const drafts: Draft[] = [];
  const keyOf = (side: 'home' | 'away', name: string) => keyByName[side].get(foldName(name)) ?? null;
  for (const g of m.goals) {
    // An own goal's scorer plays for the side it is not credited to.
    const scorerSide = g.ownGoal ? (g.side === 'home' ? 'away' : 'home') : g.side;
    drafts.push({
      type: g.ownGoal ? GOAL_TYPE.ownGoal : g.penalty ? GOAL_TYPE.penalty : GOAL_TYPE.goal,
      side: g.side,
      minute: g.minute,
      offset: g.offset,
      playerKey: keyOf(scorerSide, g.name),
      playerName: displayName(g.name),
      relatedKey: null,
      relatedName: null,
    });
  }
  for (const side of ['home', 'away'] as const) {
    for (const p of lineupPlayers(lineups[side]))
      for (const card of p.cards)
        drafts.push({
          type: card.type,
          side,
          minute: card.minute,
          offset: card.offset,
          playerKey: keyOf(side, p.name),
          playerName: displayName(p.name),
          relatedKey: null,
          relatedName: null,
        });
    for (const s of lineups[side].substitutions)
      drafts.push({
        type: 'substitution',
        side,
        minute: s.minute,
        offset: s.offset,
        playerKey: keyOf(side, s.on.name),
        playerName: displayName(s.on.name),
        relatedKey: keyOf(side, s.off),
        relatedName: displayName(s.off),
      });
  }
  // In order of play; at the same minute goals, then cards, then substitutions, as the file lists them.
  const events = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.minute - b.d.minute || (a.d.offset ?? 0) - (b.d.offset ?? 0) || a.i - b.i)
    .map(({ d }, seq) => ({ seq, ...d }));

  return {
    year,
    ...ids,
    referee: m.referee ? refereeName(m.referee) : null,
    attendance: m.attendance,
    venue: m.venue,
    homeFormation: formationOf(lineups.home),
    awayFormation: formationOf(lineups.away),
    homeCoach: coach.home,
    awayCoach: coach.away,
    lineup,
    events,
  };
}
