// Team names are unambiguous across the whole shipped dataset: what the importer makes of every
// team name in every data file (resolveTeam), checked for collisions a fan would misread.
import { describe, expect, test } from 'vitest';
import path from 'node:path';
import { COMPETITIONS } from '@server/modules/football/catalog';
import { listSourceFiles, parseSourceFile, readSourceFile } from '@server/modules/football/import/files';
import { resolveTeam, type TeamIdentity } from '@server/modules/football/identity';
import { foldText } from '@server/modules/football/team-search';

const DATA = path.resolve('data/openfootball');

function allIdentities(): Map<string, TeamIdentity> {
  const byKey = new Map<string, TeamIdentity>();
  for (const entry of listSourceFiles(DATA)) {
    const file = parseSourceFile(readSourceFile(DATA, entry, 0).content);
    const info = COMPETITIONS[entry.code];
    for (const match of file.matches)
      for (const raw of [match.team1, match.team2]) {
        const identity = resolveTeam(raw, { clubCountry: info.clubCountry, national: info.national });
        byKey.set(identity.key, identity);
      }
  }
  return byKey;
}

/**
 * Names that begin another club's name and still mean one club to a fan in Brazil (Botafogo is not
 * Botafogo-SP, Sport is not Sport Lisboa e Benfica, Barcelona is not Barcelona de Guayaquil). A new collision must be judged and added here.
 */
const KNOWN_AS_ONE_CLUB = new Set([
  'barcelona',
  'botafogo',
  'gremio',
  'independiente',
  'racing',
  'sport',
  'sporting',
  'vitoria',
  'brasil',
  'portugal',
  'nacional da madeira',
]);

describe('team names in the shipped data', () => {
  const identities = [...allIdentities().values()];
  const clubs = identities.filter((t) => !t.isNational);

  test('covers the whole dataset', () => {
    expect(identities.length).toBeGreaterThan(300);
  });

  test('no two teams share a display name or a slug', () => {
    const byName = new Map<string, string[]>();
    for (const team of identities)
      byName.set(foldText(team.name), [...(byName.get(foldText(team.name)) ?? []), team.officialName]);
    expect([...byName].filter(([, list]) => list.length > 1)).toEqual([]);
    const slugs = identities.map((t) => t.slug);
    expect(slugs.length - new Set(slugs).size).toBe(0);
  });

  test('no club is called by a bare word that begins another club’s name', () => {
    const collisions = clubs.flatMap((team) => {
      const name = foldText(team.name);
      if (KNOWN_AS_ONE_CLUB.has(name)) return [];
      const others = identities.filter(
        (other) =>
          other.key !== team.key && [other.name, other.officialName].some((n) => foldText(n).startsWith(`${name} `)),
      );
      return others.length ? [`${team.name} (${team.officialName}) ~ ${others.map((o) => o.officialName)}`] : [];
    });
    expect(collisions).toEqual([]);
  });

  test('Paris FC is never a bare "Paris"; PSG stays PSG; one Monaco across competitions', () => {
    const byOfficial = (official: string) => identities.filter((t) => t.officialName === official);
    expect(byOfficial('Paris FC').map((t) => t.name)).toEqual(['Paris FC']);
    expect(byOfficial('Paris Saint-Germain FC').map((t) => t.name)).toEqual(['PSG']);
    expect(byOfficial('AS Monaco FC')).toHaveLength(1);
    expect(byOfficial('AS Monaco FC')[0]).toMatchObject({ name: 'Monaco', country: 'Mônaco' });
    expect(['Club Nacional de Football', 'Club Nacional', 'CD Nacional'].map((o) => byOfficial(o)[0]?.name)).toEqual([
      'Nacional-URU',
      'Nacional-PAR',
      'Nacional da Madeira',
    ]);
    expect(byOfficial('Barcelona SC')[0].name).toBe('Barcelona de Guayaquil');
    expect(byOfficial('CF América')[0].name).toBe('América-MEX');
  });
});
