// One identity per team across files: "Arsenal FC" (en.1) and "Arsenal FC (ENG)" (uefa.cl) are one
// key; clubs the catalogue knows get the name fans use, the others a cleaned-up official name.
import { slugify } from '@shared/slug';
import { CLUBS, COUNTRIES, NATIONAL_TEAMS, TEAM_NAME_VARIANTS, type ClubInfo } from './catalog';

export interface TeamIdentity {
  key: string;
  name: string;
  officialName: string;
  shortName: string;
  slug: string;
  country: string | null;
  isNational: boolean;
  colorPrimary: string;
  colorSecondary: string;
  aliases: string[];
}

/** Lower case without accents, spaces collapsed: identity keys compare these ("São Paulo" → "sao paulo"). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// A club is found by the country code a file writes for it: its league's, or its own (Monaco).
const clubsByName = new Map<string, ClubInfo>();
for (const club of CLUBS)
  for (const name of club.names)
    for (const code of [club.country, club.nation ?? club.country])
      clubsByName.set(`${code}:${normalizeText(name)}`, club);

const PALETTE: [string, string][] = [
  ['#1d4ed8', '#ffffff'],
  ['#b91c1c', '#ffffff'],
  ['#15803d', '#ffffff'],
  ['#111827', '#facc15'],
  ['#7c3aed', '#ffffff'],
  ['#0e7490', '#ffffff'],
  ['#c2410c', '#111111'],
  ['#f8fafc', '#1e3a8a'],
  ['#0f766e', '#fde047'],
  ['#9f1239', '#fbbf24'],
  ['#334155', '#38bdf8'],
  ['#facc15', '#1f2937'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const PREFIXES = new Set([
  'fc',
  'afc',
  'cf',
  'sc',
  'ac',
  'as',
  'ca',
  'cd',
  'cr',
  'ec',
  'se',
  'rc',
  'rcd',
  'ud',
  'sd',
  'ssc',
  'ss',
  'us',
  'acf',
  'bsc',
  'fk',
  'sk',
  'gnk',
  'csd',
  'cdc',
  'cs',
  'car',
  'cscyd',
  'fbc',
  '1.',
  'club',
  'sv',
  'vfl',
  'vfb',
  'tsg',
  'fsv',
  'sbv',
  'pec',
  'ogc',
  'aj',
  'gd',
]);
const SUFFIXES = new Set(['fc', 'cf', 'afc', 'sc', 'bc', 'cfc', 'kv', 'ac', 'hsc', 'osc', 'sco', 'calcio', 'ud']);

/** "AFC Bournemouth" → "Bournemouth", "Udinese Calcio" stays, "US Salernitana 1919" → "Salernitana". */
export function cleanClubName(official: string): string {
  const words = official.split(/\s+/);
  while (words.length > 1 && PREFIXES.has(words[0].toLowerCase())) words.shift();
  while (words.length > 1 && (SUFFIXES.has(words.at(-1)!.toLowerCase()) || /^\d{2,4}$|^'\d{2}$/.test(words.at(-1)!)))
    words.pop();
  return words.join(' ');
}

function shortNameOf(name: string, national: boolean): string {
  const letters = normalizeText(name).replace(/[^a-z0-9 -]/g, '');
  if (national)
    return letters
      .replace(/[^a-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
  const words = letters.split(/[\s-]+/).filter((w) => w.length > 1 && !['de', 'da', 'do', 'e', 'la', 'el'].includes(w));
  if (words.length === 1) return words[0].slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => (/^[a-z]{2}$/.test(w) && words.length === 2 ? w : w[0]))
    .join('')
    .toUpperCase()
    .slice(0, 3);
}

function build(
  key: string,
  name: string,
  officialName: string,
  country: string | null,
  isNational: boolean,
  colors: [string, string],
  aliases: string[],
): TeamIdentity {
  const unique = [...new Set(aliases.filter((a) => a && a !== name))];
  return {
    key,
    name,
    officialName,
    shortName: shortNameOf(name, isNational),
    slug: slugify(name),
    country,
    isNational,
    colorPrimary: colors[0],
    colorSecondary: colors[1],
    aliases: unique,
  };
}

/**
 * The identity of a team name as a file writes it. `clubCountry` is the country code of a domestic
 * league's clubs; cup files carry it in the name ("Arsenal FC (ENG)"); `national` marks World Cup files.
 */
export function resolveTeam(raw: string, context: { clubCountry: string | null; national?: boolean }): TeamIdentity {
  const trimmed = raw.trim();
  if (context.national) {
    const name = NATIONAL_TEAMS[trimmed] ?? trimmed;
    return build(`nt:${slugify(trimmed)}`, name, name, name, true, PALETTE[hash(trimmed) % PALETTE.length], [trimmed]);
  }
  const suffix = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(trimmed);
  const code = suffix ? suffix[2] : (context.clubCountry ?? 'XXX');
  const written = suffix ? suffix[1] : trimmed;
  // An older file's spelling of a club is read as the newer files' (one team across seasons).
  const base = TEAM_NAME_VARIANTS[`${code}:${written}`] ?? written;
  const country = COUNTRIES[code] ?? null;
  const club = clubsByName.get(`${code}:${normalizeText(base)}`);
  if (club) {
    return build(
      `${club.country}:${normalizeText(club.names[0])}`,
      club.name,
      club.names[0],
      COUNTRIES[club.nation ?? club.country] ?? null,
      false,
      club.colors,
      [...club.names, ...(club.aliases ?? [])],
    );
  }
  const name = cleanClubName(base);
  return build(`${code}:${normalizeText(base)}`, name, base, country, false, PALETTE[hash(base) % PALETTE.length], [
    base,
  ]);
}
