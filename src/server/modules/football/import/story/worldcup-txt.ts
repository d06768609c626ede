// openfootball's World Cup files in Football.TXT (data/openfootball/worldcup-txt/, CC0): every match
// with its lineups in lines (the formation), captains, substitutions, cards, goals, referee, venue
// and attendance; and each squad with shirt numbers, positions and birth dates. Pure parsing: text
// in, plain objects out; an unreadable line throws an error naming the line, in Portuguese.

export type CardType = 'yellow' | 'second_yellow' | 'red';

export interface TxtMinute {
  minute: number;
  offset: number | null;
}

export interface TxtCard extends TxtMinute {
  type: CardType;
}

export interface TxtPlayer {
  name: string;
  captain: boolean;
  cards: TxtCard[];
}

export interface TxtSubstitution extends TxtMinute {
  /** The player who comes on (with his own cards), and the one who goes off. */
  on: TxtPlayer;
  off: string;
}

export interface TxtLineup {
  team: string;
  /** Starters by line: goalkeeper first, then defence to attack. */
  lines: TxtPlayer[][];
  substitutions: TxtSubstitution[];
}

export interface TxtGoal extends TxtMinute {
  /** The side credited with the goal (an own goal's scorer plays for the other side). */
  side: 'home' | 'away';
  name: string;
  penalty: boolean;
  ownGoal: boolean;
}

export interface TxtMatch {
  /** "First stage", "Round of 16", "Final"… as the file heads it. */
  stage: string;
  group: string | null;
  /** Local date and time as written, and the UTC offset in hours. */
  date: string;
  time: string | null;
  utcOffset: number | null;
  /** "Lusail Stadium, Al Daayen". */
  venue: string | null;
  attendance: number | null;
  home: string;
  away: string;
  /** Null while unplayed. */
  score: {
    ft: [number, number];
    et: [number, number] | null;
    pen: [number, number] | null;
  } | null;
  goals: TxtGoal[];
  lineups: { home: TxtLineup; away: TxtLineup } | null;
  /** The first name of "Refs:" (the referee), with his country code: "Szymon MARCINIAK (POL)". */
  referee: string | null;
}

export interface TxtTournament {
  name: string;
  /** The "# Matches" header. */
  declaredMatches: number;
  matches: TxtMatch[];
}

export interface TxtSquadMember {
  /** Null for the head coach ("-"). */
  number: number | null;
  name: string;
  /** "GK", "DF", "MF", "FW"; "coach" for the head coach ("MG"). */
  position: string;
  birthDate: string | null;
}

export interface TxtSquad {
  team: string;
  members: TxtSquadMember[];
}

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

const MATCH_HEAD =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) (\d{1,2})(?: (\d{1,2}):(\d{2}) UTC([+-]\d{1,2}))?(?: @ (.*))?$/;
const TEAMS_LINE = /^\s{2}(\S.*?)\s+v\s+(.*?)(?:\s{2,}(\d+)-(\d+)(?: a\.e\.t\.)?(?:, (\d+)-(\d+) pen\.)?)?\s*$/;
const MINUTE = /^(\d+)(?:\+(\d+))?'$/;

class ParseError extends Error {
  constructor(line: number, detail: string) {
    super(`linha ${line}: ${detail}`);
  }
}

function minuteOf(text: string, line: number): TxtMinute {
  const m = MINUTE.exec(text.trim());
  if (!m) throw new ParseError(line, `minuto ilegível "${text}"`);
  return { minute: Number(m[1]), offset: m[2] ? Number(m[2]) : null };
}

/** Splits at `separator` outside parentheses and brackets. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * One player of a lineup: `NAME [c] [Y 15'] [Y/R 40'] (72' SUB [Y 80'] (85' SUB2))`. The
 * substitutions found (his replacement, and the replacement's own) are pushed to `subs`.
 */
function parsePlayer(text: string, subs: TxtSubstitution[], line: number): TxtPlayer {
  const nameEnd = text.search(/[[(]/);
  const name = (nameEnd < 0 ? text : text.slice(0, nameEnd)).trim();
  if (!name) throw new ParseError(line, `jogador sem nome em "${text}"`);
  const player: TxtPlayer = { name, captain: false, cards: [] };
  let rest = nameEnd < 0 ? '' : text.slice(nameEnd);
  while (rest.length) {
    rest = rest.trimStart();
    if (rest.startsWith('[')) {
      const end = rest.indexOf(']');
      const tag = rest.slice(1, end).trim();
      rest = rest.slice(end + 1);
      if (tag === 'c') {
        player.captain = true;
        continue;
      }
      const card = /^(Y\/R|Y|R) (.+)$/.exec(tag);
      if (!card) throw new ParseError(line, `marca desconhecida "[${tag}]"`);
      const type: CardType = card[1] === 'Y' ? 'yellow' : card[1] === 'R' ? 'red' : 'second_yellow';
      player.cards.push({ type, ...minuteOf(card[2], line) });
    } else if (rest.startsWith('(')) {
      let depth = 0;
      let end = 0;
      for (; end < rest.length; end++) {
        if (rest[end] === '(') depth++;
        else if (rest[end] === ')' && --depth === 0) break;
      }
      const inner = rest.slice(1, end).trim();
      rest = rest.slice(end + 1);
      const m = /^(\d+(?:\+\d+)?')\s+(.*)$/s.exec(inner);
      if (!m) throw new ParseError(line, `substituição ilegível "(${inner})"`);
      const sub: TxtSubstitution = { ...minuteOf(m[1], line), off: name, on: { name: '', captain: false, cards: [] } };
      subs.push(sub);
      sub.on = parsePlayer(m[2], subs, line);
    } else {
      throw new ParseError(line, `texto inesperado "${rest}"`);
    }
  }
  return player;
}

function parseLineup(team: string, text: string, line: number): TxtLineup {
  const substitutions: TxtSubstitution[] = [];
  const lines = splitTop(text, ' - ').map((group) =>
    splitTop(group, ',').map((token) => parsePlayer(token, substitutions, line)),
  );
  // In the order of play, as the timeline needs them.
  substitutions.sort((a, b) => a.minute - b.minute || (a.offset ?? 0) - (b.offset ?? 0));
  return { team, lines, substitutions };
}

/** "Enner VALENCIA 16'(p), 31'; Cody GAKPO 84'" → goals, the home side's before the ";". */
function parseGoals(text: string, score: [number, number], line: number): TxtGoal[] {
  const halves = text.split(';');
  let sides: ('home' | 'away')[];
  if (halves.length === 2) sides = ['home', 'away'];
  else if (score[0] > 0 && score[1] === 0) sides = ['home'];
  else if (score[1] > 0 && score[0] === 0) sides = ['away'];
  else throw new ParseError(line, 'gols sem ";" entre os dois times');
  const goals: TxtGoal[] = [];
  halves.forEach((half, i) => {
    let name = '';
    for (const token of half
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const m = /^(?:(.*\S)\s+)?(\d+(?:\+\d+)?')\s*(?:\((p|og)\))?$/.exec(token);
      if (!m) throw new ParseError(line, `gol ilegível "${token}"`);
      if (m[1]) name = m[1];
      if (!name) throw new ParseError(line, `gol sem autor "${token}"`);
      goals.push({
        side: sides[i],
        name,
        ...minuteOf(m[2], line),
        penalty: m[3] === 'p',
        ownGoal: m[3] === 'og',
      });
    }
  });
  return goals;
}

/** Lines without their line ends (the files use CRLF). */
function linesOf(text: string): string[] {
  return text.split(/\r?\n/);
}

/** A continuation line of a block (lineups, goals, penalties) starts with spaces. */
function isContinuation(line: string | undefined): boolean {
  return line !== undefined && /^\s{4,}\S/.test(line);
}

export function parseWorldCupTxt(text: string): TxtTournament {
  const lines = linesOf(text);
  const name = /^= (.+)$/.exec(lines[0] ?? '')?.[1]?.trim();
  if (!name) throw new ParseError(1, 'falta o título "= World Cup AAAA"');
  const year = /(\d{4})/.exec(name)?.[1];
  const declared = Number(lines.find((l) => l.startsWith('# Matches'))?.replace(/\D/g, '') ?? NaN);
  if (!year || !Number.isFinite(declared)) throw new ParseError(1, 'falta o ano ou "# Matches"');

  const matches: TxtMatch[] = [];
  let stage = '';
  let group: string | null = null;
  let current: TxtMatch | null = null;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const lineNo = i + 1;
    if (!raw.trim() || raw.startsWith('#') || raw.startsWith('=')) continue;
    if (raw.startsWith('▪▪')) {
      group = raw.replace(/^▪▪\s*/, '').trim();
      continue;
    }
    if (raw.startsWith('▪')) {
      stage = raw.replace(/^▪\s*/, '').trim();
      group = null;
      continue;
    }
    const head = MATCH_HEAD.exec(raw.trim());
    if (head) {
      const [, month, day, hh, mm, offset, place] = head;
      const teams = TEAMS_LINE.exec(lines[i + 1] ?? '');
      if (!teams) throw new ParseError(lineNo + 1, 'falta a linha "Time v Time"');
      i++;
      const venueText = place?.replace(/,\s*Att:\s*\d+\s*$/, '').trim() || null;
      const att = /Att:\s*(\d+)/.exec(place ?? '')?.[1];
      const ft = teams[3] != null ? ([Number(teams[3]), Number(teams[4])] as [number, number]) : null;
      const aet = /a\.e\.t\./.test(lines[i]);
      current = {
        stage,
        group,
        date: `${year}-${MONTHS[month]}-${day.padStart(2, '0')}`,
        time: hh ? `${hh.padStart(2, '0')}:${mm}` : null,
        utcOffset: offset ? Number(offset) : null,
        venue: venueText,
        attendance: att ? Number(att) : null,
        home: teams[1].trim(),
        away: teams[2].trim(),
        score: ft
          ? {
              // The file gives the score after extra time; the 90 minutes' is not written.
              ft,
              et: aet ? ft : null,
              pen: teams[5] != null ? [Number(teams[5]), Number(teams[6])] : null,
            }
          : null,
        goals: [],
        lineups: null,
        referee: null,
      };
      matches.push(current);
      // The goals block: "(…)" over one or more lines.
      if (/^\s+\(/.test(lines[i + 1] ?? '')) {
        let block = lines[++i].trim();
        while (!block.endsWith(')') && isContinuation(lines[i + 1])) block += ' ' + lines[++i].trim();
        if (!current.score) throw new ParseError(i + 1, 'gols numa partida sem placar');
        current.goals = parseGoals(block.slice(1, -1), current.score.ft, i + 1);
      }
      continue;
    }
    if (!current) throw new ParseError(lineNo, `linha fora de uma partida: "${raw.trim()}"`);
    if (raw.startsWith('Refs:')) {
      current.referee = splitTop(raw.slice(5), ',')[0] ?? null;
      continue;
    }
    if (raw.startsWith('Penalties:')) {
      // The shoot-out's kicks: the score line already has its result.
      while (isContinuation(lines[i + 1])) i++;
      continue;
    }
    const lineup = /^([^\s:][^:]*):\s*(.*)$/.exec(raw);
    if (lineup) {
      let block = lineup[2];
      while (isContinuation(lines[i + 1])) block += ' ' + lines[++i].trim();
      const team = lineup[1].trim();
      const parsed = parseLineup(team, block.trim(), lineNo);
      const side = team === current.home ? 'home' : team === current.away ? 'away' : null;
      if (!side) throw new ParseError(lineNo, `escalação de "${team}", que não joga ${current.home} x ${current.away}`);
      current.lineups ??= { home: null!, away: null! };
      current.lineups[side] = parsed;
      continue;
    }
    throw new ParseError(lineNo, `linha não reconhecida: "${raw.trim()}"`);
  }
  for (const m of matches)
    if (m.lineups && (!m.lineups.home || !m.lineups.away))
      throw new Error(`${m.home} x ${m.away}: escalação de um time só`);
  return { name, declaredMatches: declared, matches };
}

export function parseSquadsTxt(text: string): TxtSquad[] {
  const squads: TxtSquad[] = [];
  let current: TxtSquad | null = null;
  linesOf(text).forEach((raw, i) => {
    if (!raw.trim() || /^=(?!=)/.test(raw)) return;
    const team = /^==\s*(.*?)\s*(?:#.*)?$/.exec(raw);
    if (team) {
      current = { team: team[1], members: [] };
      squads.push(current);
      return;
    }
    const m = /^\s*(\d+|-),\s*(.+?),\s*(GK|DF|MF|FW|MG),\s*(?:b\.\s*(\d{4})\/(\d{2})\/(\d{2}))?\s*$/.exec(raw);
    if (!m || !current) throw new ParseError(i + 1, `linha de elenco ilegível: "${raw.trim()}"`);
    const coach = m[3] === 'MG';
    current.members.push({
      number: m[1] === '-' ? null : Number(m[1]),
      // The coach's line adds his country: "Aliou Cissé (SEN)".
      name: coach ? m[2].replace(/\s*\([A-Z]{3}\)$/, '') : m[2],
      position: coach ? 'coach' : m[3],
      birthDate: m[4] ? `${m[4]}-${m[5]}-${m[6]}` : null,
    });
  });
  return squads;
}

/** "Kylian MBAPPE" → "Kylian Mbappe"; "N'GOLO" → "N'Golo"; words already in mixed case stay. */
export function displayName(name: string): string {
  return name
    .split(/\s+/)
    .map((word) =>
      word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word)
        ? word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
        : word,
    )
    .join(' ');
}

/** Name folded for joining: no accents, lower case, single spaces ("Mbappé" = "MBAPPE"). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every player of a lineup, starters and those who came on, with his side's team. */
export function lineupPlayers(lineup: TxtLineup): TxtPlayer[] {
  return [...lineup.lines.flat(), ...lineup.substitutions.map((s) => s.on)];
}

/** "4-3-3" from the lines (the goalkeeper's line not counted); null without outfield lines. */
export function formationOf(lineup: TxtLineup): string | null {
  const outfield = lineup.lines.slice(1).map((l) => l.length);
  return outfield.length >= 2 ? outfield.join('-') : null;
}
