// Realistic, distinct search queries made from real team names, the way fans type them: prefixes
// while typing, no accents, lower or upper case, a slipped key, a missing or doubled letter, two
// swapped letters, and "a x b" pairs. Seeded, so every run sends the same queries.

import { leagueDetailSchema, leagueListSchema } from '@shared/football';

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
