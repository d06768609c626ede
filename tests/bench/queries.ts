// Realistic, distinct search queries made from real team names, the way fans type them: prefixes
// while typing, no accents, lower or upper case, a slipped key, a missing or doubled letter, two
// swapped letters, and "a x b" pairs. Seeded, so every run sends the same queries.

import { leagueDetailSchema, leagueListSchema, matchDetailSchema, type Match } from '@shared/football';

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Every team name of every competition's current season, as the API shows them. */
export async function teamNames(base: string): Promise<string[]> {
  const leagues = leagueListSchema.parse(await json(`${base}/api/leagues`));
  const names = new Set<string>();
  for (const league of leagues.countries.flatMap((c) => c.leagues)) {
    const detail = leagueDetailSchema.parse(await json(`${base}/api/leagues/${league.id}`));
    for (const match of detail.rounds.flatMap((r) => r.matches)) {
      names.add(match.homeTeam.name);
      names.add(match.awayTeam.name);
    }
  }
  return [...names].sort();
}

/** The 2022 World Cup's matches (the demo's season with lineups and statistics, issue 31). */
export async function worldCup2022(base: string): Promise<Match[]> {
  const leagues = leagueListSchema.parse(await json(`${base}/api/leagues`));
  const worldCup = leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === 'Copa do Mundo');
  if (!worldCup) throw new Error('a Copa do Mundo não está nos dados');
  const latest = leagueDetailSchema.parse(await json(`${base}/api/leagues/${worldCup.id}`));
  const season = latest.seasons.find((s) => s.name === '2022');
  if (!season) throw new Error('a Copa do Mundo de 2022 não está nos dados');
  const detail = leagueDetailSchema.parse(await json(`${base}/api/leagues/${worldCup.id}?season=${season.id}`));
  return detail.rounds.flatMap((r) => r.matches);
}

/** The page of the 2022 final (Argentina x França): a match page with lineups, events and statistics. */
export async function finalPath(base: string): Promise<string> {
  const final = (await worldCup2022(base)).find(
    (m) => m.homeTeam.name === 'Argentina' && m.awayTeam.name === 'França' && m.matchDate === '2022-12-18',
  );
  if (!final) throw new Error('a final de 2022 não está nos dados');
  return `/match/argentina-vs-franca/${final.id}`;
}

/** Every player named in the lineups of the 2022 World Cup (the players search finds). */
export async function playerNames(base: string): Promise<string[]> {
  const names = new Set<string>();
  for (const match of await worldCup2022(base)) {
    const { lineups } = matchDetailSchema.parse(await json(`${base}/api/soccer/matches/${match.id}`));
    for (const side of lineups ? [lineups.home, lineups.away] : [])
      for (const entry of [...side.starters, ...side.bench]) names.add(entry.player.name);
  }
  return [...names].sort();
}

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'qsz',
  e: 'wrd',
  i: 'uok',
  o: 'ipl',
  u: 'yij',
  r: 'etf',
  s: 'adw',
  n: 'bm',
  m: 'n',
  l: 'k',
  t: 'ry',
  c: 'xv',
};

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export function searchQueries(names: string[], count: number, seed = 2026): string[] {
  const random = seeded(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const typo = (text: string): string => {
    if (text.length < 4) return text;
    const at = 1 + Math.floor(random() * (text.length - 2));
    switch (Math.floor(random() * 4)) {
      case 0: // missing letter
        return text.slice(0, at) + text.slice(at + 1);
      case 1: // doubled letter
        return text.slice(0, at) + text[at] + text.slice(at);
      case 2: // swapped letters
        return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
      default: {
        // a neighbouring key
        const near = KEYBOARD_NEIGHBOURS[text[at].toLowerCase()];
        return near ? text.slice(0, at) + pick([...near]) + text.slice(at + 1) : text;
      }
    }
  };
  const variants: (() => string)[] = [
    () => {
      const name = pick(names);
      return name.slice(0, 2 + Math.floor(random() * Math.max(1, name.length - 1)));
    },
    () => stripAccents(pick(names)).toLowerCase(),
    () => typo(stripAccents(pick(names)).toLowerCase()),
    () => typo(pick(names)),
    () => pick(names).toUpperCase(),
    () => `${stripAccents(pick(names)).toLowerCase()} x ${stripAccents(pick(names)).toLowerCase()}`,
  ];
  const queries = new Set<string>();
  for (let attempts = 0; queries.size < count && attempts < count * 100; attempts++) {
    const query = pick(variants)().trim().slice(0, 80);
    if (query.replace(/\s/g, '').length >= 2) queries.add(query);
  }
  return [...queries];
}
