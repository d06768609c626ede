// One player, one identity (issue 31 point 3): the known player an API-Football lineup name means
// when no player has its id yet. The openfootball import made "Lionel Messi" (squad, number, birth
// date); API-Football says "L. Messi". Only a certain match is taken: the same folded name, or the
// same shirt number for that team with a name it abbreviates. Two candidates are never guessed between.
import { foldText } from '../football/team-search';

/** A player already known for the lineup's team, with the shirt numbers he wore for it. */
export interface KnownPlayer {
  id: number;
  name: string;
  aliases: string[];
  /** Set to another id: API-Football knows him as someone else, never taken. */
  apiFootballId: number | null;
  shirtNumbers: number[];
}

export interface LineupName {
  name: string;
  shirtNumber: number | null;
}

function words(name: string): string[] {
  return foldText(name).split(' ').filter(Boolean);
}

/**
 * Whether the provider's name can be this full name: the surname (last word) the same, the first
 * word the same or its initial ("L. Messi" / "Lionel Messi"), and every other word in the full name
 * ("R. De Paul" / "Rodrigo De Paul"). One word alone is his first or last name ("Casemiro").
 */
export function compatibleNames(given: string, full: string): boolean {
  const a = words(given);
  const b = words(full);
  if (a.length === 0 || b.length === 0) return false;
  if (a.length === 1) return a[0] === b[0] || a[0] === b[b.length - 1];
  if (b.length < 2 || a[a.length - 1] !== b[b.length - 1]) return false;
  const first = a[0];
  if (first.length === 1 ? !b[0].startsWith(first) : first !== b[0]) return false;
  const rest = new Set(b.slice(1, -1));
  return a.slice(1, -1).every((word) => rest.has(word));
}

type Found = { player: KnownPlayer } | 'none' | 'ambiguous';

function one(found: KnownPlayer[]): Found {
  if (found.length === 0) return 'none';
  return found.length === 1 ? { player: found[0] } : 'ambiguous';
}

function findIn(entry: LineupName, pool: KnownPlayer[]): Found {
  const folded = foldText(entry.name);
  const sameName = pool.filter((p) => [p.name, ...p.aliases].some((n) => foldText(n) === folded));
  const numbered = (list: KnownPlayer[]) =>
    entry.shirtNumber === null ? [] : list.filter((p) => p.shirtNumbers.includes(entry.shirtNumber!));
  if (sameName.length === 1) return { player: sameName[0] };
  // Namesakes: the shirt number may still tell them apart, else the search stops here.
  if (sameName.length > 1) {
    const byNumber = numbered(sameName);
    return byNumber.length === 1 ? { player: byNumber[0] } : 'ambiguous';
  }
  return one(numbered(pool).filter((p) => [p.name, ...p.aliases].some((n) => compatibleNames(entry.name, n))));
}

/**
 * The known player this lineup entry certainly is, or null. `tiers` are the team's players from the
 * most telling source on (the match season's squad, other seasons' squads, earlier lineups): the
 * first tier with a match decides, and a tier with two stops the search. `taken` are players this
 * lineup already holds; one with another API-Football id is not a candidate.
 */
export function knownPlayerOf(entry: LineupName, tiers: KnownPlayer[][], taken: Set<number>): KnownPlayer | null {
  for (const tier of tiers) {
    const found = findIn(
      entry,
      tier.filter((p) => p.apiFootballId === null && !taken.has(p.id)),
    );
    if (found === 'ambiguous') return null;
    if (found !== 'none') return found.player;
  }
  return null;
}
