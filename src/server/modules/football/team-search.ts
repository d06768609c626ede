// Which teams a typed query means: an accent-folded, trigram-indexed table of every team's names
// and aliases, kept in memory beside the directory (teams change only on import). Searching it
// costs microseconds, so a search is this lookup plus one indexed query for the teams' matches,
// with no answer cache needed to be fast (a GIN trigram query costs milliseconds on the embedded
// database, which runs on the server's own thread).
//
// Rules, in order: a name equal to the query, a name starting with it, a word of a name starting
// with it, a name containing it; only when none of these exists, names that look like it (trigram
// similarity of the query to the best run of words of a name, as pg_trgm's word_similarity, at
// least TYPO_THRESHOLD: "palmeras" finds Palmeiras). Ties go to the audience order (the team's
// best competition, catalog.ts), then the team in more seasons (Real Madrid, in La Liga, the
// Champions League and the Club World Cup, before Real Oviedo), then the shorter name. The same
// rules find competitions by name (directory.ts).
import { normalizeText } from './identity';

/** Lower case, no accents, no apostrophes, every other non-alphanumeric a single space. */
export function foldText(text: string): string {
  return normalizeText(text)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** pg_trgm's trigrams of one folded word: "  w", " wo", "wor", "ord", "rd ". */
function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

const trigramsOf = (folded: string) => new Set(folded.split(' ').filter(Boolean).flatMap(wordTrigrams));

/** Share of the query's trigrams a name must have in one run of its words to count as a typo of it. */
export const TYPO_THRESHOLD = 0.6;

export interface SearchableTeam {
  id: number;
  /** Display name, official name, aliases (any order, any case and accents). */
  names: string[];
  /** Audience order: lower first. */
  priority: number;
  /** Seasons the team played in the data: at the same priority, more first. */
  seasons?: number;
}

interface Term {
  team: number;
  text: string;
  /** The text after a space, to find a word starting with the query with one indexOf. */
  spaced: string;
  /** Trigram sets of each word, in order. */
  words: Set<string>[];
}

/** How a name matches the query: higher is better. */
const Match = { Typo: 1, Contains: 2, WordPrefix: 3, Prefix: 4, Exact: 5 } as const;
type Match = (typeof Match)[keyof typeof Match];

export function createTeamSearch(teams: SearchableTeam[]) {
  const terms: Term[] = [];
  const byTrigram = new Map<string, number[]>();
  const info = new Map<number, { priority: number; seasons: number; length: number }>();
  for (const team of teams) {
    const texts = [...new Set(team.names.map(foldText).filter(Boolean))];
    info.set(team.id, { priority: team.priority, seasons: team.seasons ?? 0, length: texts[0]?.length ?? 0 });
    for (const text of texts) {
      const index = terms.length;
      terms.push({
        team: team.id,
        text,
        spaced: ` ${text}`,
        words: text.split(' ').map((w) => new Set(wordTrigrams(w))),
      });
      for (const trigram of trigramsOf(text)) {
        const list = byTrigram.get(trigram) ?? [];
        if (list.at(-1) !== index) list.push(index);
        byTrigram.set(trigram, list);
      }
    }
  }

  /** Exact, prefix, word prefix or contained (`spacedQ` is the query after a space); 0 for none. */
  function textual(term: Term, q: string, spacedQ: string): Match | 0 {
    // One search rules out most names; no string is built per name.
    const at = term.text.indexOf(q);
    if (at < 0) return 0;
    if (at === 0) return term.text.length === q.length ? Match.Exact : Match.Prefix;
    return term.spaced.includes(spacedQ) ? Match.WordPrefix : Match.Contains;
  }

  /** Best share of the query's trigrams found in one run of consecutive words of the term. */
  function similarity(term: Term, query: Set<string>, queryWords: number): number {
    let best = 0;
    const maxRun = Math.min(term.words.length, queryWords + 1);
    for (let start = 0; start < term.words.length; start++) {
      const run = new Set<string>();
      for (let length = 1; length <= maxRun && start + length <= term.words.length; length++) {
        for (const trigram of term.words[start + length - 1]) run.add(trigram);
        let shared = 0;
        for (const trigram of query) if (run.has(trigram)) shared++;
        best = Math.max(best, shared / query.size);
      }
    }
    return best;
  }

  return {
    /** Ids of the teams the query means, best first (at most `limit`). */
    search(query: string, limit: number): number[] {
      const q = foldText(query);
      // Fewer than two letters or digits (e.g. "%%" or "__") mean no team.
      if (q.replace(/ /g, '').length < 2) return [];
      const scores = new Map<number, number>();
      const keep = (team: number, score: number) => {
        if (score > (scores.get(team) ?? 0)) scores.set(team, score);
      };
      const spacedQ = ` ${q}`;
      for (const term of terms) {
        const match = textual(term, q, spacedQ);
        if (match) keep(term.team, match);
      }
      if (scores.size === 0) {
        const query = trigramsOf(q);
        const queryWords = q.split(' ').length;
        const shared = new Map<number, number>();
        for (const trigram of query)
          for (const index of byTrigram.get(trigram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
        for (const [index, count] of shared) {
          if (count / query.size < TYPO_THRESHOLD) continue;
          const score = similarity(terms[index], query, queryWords);
          if (score >= TYPO_THRESHOLD) keep(terms[index].team, Match.Typo + score / 2);
        }
      }
      return [...scores.entries()]
        .sort(
          ([a, scoreA], [b, scoreB]) =>
            scoreB - scoreA ||
            info.get(a)!.priority - info.get(b)!.priority ||
            info.get(b)!.seasons - info.get(a)!.seasons ||
            info.get(a)!.length - info.get(b)!.length ||
            a - b,
        )
        .slice(0, limit)
        .map(([team]) => team);
    },
  };
}

export type TeamSearch = ReturnType<typeof createTeamSearch>;
