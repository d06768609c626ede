// Which teams a typed query means (the in-memory trigram team index behind /api/search/matches).
import { describe, expect, test } from 'vitest';
import { createTeamSearch, foldText } from '@server/modules/football/team-search';

const teams = createTeamSearch([
  { id: 1, priority: 1, names: ['Atlético-MG', 'CA Mineiro', 'Galo'] },
  { id: 2, priority: 6, names: ['Atlético de Madrid', 'Club Atlético de Madrid'] },
  { id: 3, priority: 2, names: ['Atlético-GO', 'Atlético Goianiense'] },
  { id: 4, priority: 1, names: ['São Paulo', 'São Paulo FC', 'Tricolor Paulista'] },
  { id: 5, priority: 1, names: ['Palmeiras', 'SE Palmeiras', 'Verdão'] },
  { id: 6, priority: 1, names: ['Flamengo', 'CR Flamengo', 'Mengão'] },
  { id: 7, priority: 8, names: ['PSG', 'Paris Saint-Germain FC'] },
  { id: 8, priority: 8, names: ['Paris FC'] },
  { id: 9, priority: 13, names: ["Borussia M'gladbach", 'Borussia Mönchengladbach'] },
  { id: 10, priority: 1, names: ['Internacional', 'SC Internacional', 'Inter'] },
  { id: 11, priority: 6, names: ['Inter de Milão', 'FC Internazionale Milano'] },
]);

describe('team search', () => {
  test('folds accents, case, apostrophes and punctuation', () => {
    expect(foldText("  Borussia M'gladbach ")).toBe('borussia mgladbach');
    expect(foldText('ATLÉTICO-MG')).toBe('atletico mg');
    expect(foldText('%%__')).toBe('');
  });

  test('exact, then prefix, then word prefix, then substring', () => {
    expect(teams.search('inter', 10)).toEqual([10, 11]);
    expect(teams.search('sao paulo', 10)).toEqual([4]);
    expect(teams.search('SÃO PAULO', 10)).toEqual([4]);
    expect(teams.search('paulo', 10)).toEqual([4]);
    expect(teams.search('mengão', 10)).toEqual([6]);
    expect(teams.search('mgladbach', 10)).toEqual([9]);
    expect(teams.search('germain', 10)).toEqual([7]);
  });

  test('ties follow the audience order: Brazilian clubs before European ones', () => {
    expect(teams.search('atletico', 10)).toEqual([1, 3, 2]);
    // Same competition: the shorter name first.
    expect(teams.search('paris', 10)).toEqual([7, 8]);
    expect(teams.search('atletico', 2)).toEqual([1, 3]);
  });

  test('typos find the team only when no name contains the text', () => {
    expect(teams.search('palmeras', 10)).toEqual([5]);
    expect(teams.search('flamngo', 10)).toEqual([6]);
    expect(teams.search('saopaulo', 10)).toEqual([4]);
    expect(teams.search('zzqqxxyy', 10)).toEqual([]);
  });

  test('LIKE wildcards and lone characters mean nothing', () => {
    for (const query of ['%%', '__', '%', '_a', 'a%', ' % _ ', '\\%'])
      expect(teams.search(query, 10), query).toEqual([]);
  });
});
