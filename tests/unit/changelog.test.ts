// CHANGELOG.md is what /updates shows: the parser reads the documented format, reports (never
// guesses at) a line that breaks it, and the shipped file has no such line and matches the package.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseChangelog } from '@server/modules/updates/changelog';
import { compareVersions, isStillNew } from '@shared/updates-rules';

describe('parseChangelog', () => {
  test('headings and highlights, in the file order; prose and other lists outside a version ignored', () => {
    const parsed = parseChangelog(
      [
        '# Changelog',
        '- a list in the introduction is not a highlight',
        '## 0.2.0 — 2026-11-23 — IA e planos',
        '- ai: Previsões.',
        '* payments: PIX.',
        '',
        '## 0.1.0 - 2026-01-31 - Primeira versão',
        '- live: Ao vivo.',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toEqual([
      {
        version: '0.2.0',
        date: '2026-11-23',
        publishedAt: new Date('2026-11-23T03:00:00Z'),
        title: 'IA e planos',
        highlights: [
          { icon: 'ai', text: 'Previsões.' },
          { icon: 'payments', text: 'PIX.' },
        ],
      },
      {
        version: '0.1.0',
        date: '2026-01-31',
        publishedAt: new Date('2026-01-31T03:00:00Z'),
        title: 'Primeira versão',
        highlights: [{ icon: 'live', text: 'Ao vivo.' }],
      },
    ]);
  });

  test('every broken line is reported with its number; a version left without highlights is dropped', () => {
    const parsed = parseChangelog(
      [
        '## Próxima versão',
        '## v1 — 2026-01-01 — Sem formato',
        '## 1.0.0 — 2026-02-30 — Data impossível',
        '## 1.0.1 — 2026-02-01 — Boa',
        '- foguete: Ícone que não existe.',
        '- sem dois pontos',
        '- live: Válido.',
        '## 1.0.1 — 2026-02-02 — Repetida',
        '## 1.0.2 — 2026-02-03 — Vazia',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([
      'linha 1: título de versão fora do formato "## 1.2.3 — AAAA-MM-DD — Título"',
      'linha 2: versão "v1" fora do formato 1.2.3',
      'linha 3: data "2026-02-30" inválida',
      expect.stringMatching(/^linha 5: ícone "foguete" desconhecido \(use live, stats/),
      'linha 6: destaque fora do formato "- ícone: texto"',
      'linha 8: versão 1.0.1 repetida',
      'versão 1.0.2: nenhum destaque',
    ]);
    expect(parsed.entries.map((e) => [e.version, e.highlights.length])).toEqual([['1.0.1', 1]]);
  });

  test('the shipped CHANGELOG.md parses without a problem, newest first, and its newest is the package version', () => {
    const parsed = parseChangelog(readFileSync('CHANGELOG.md', 'utf8'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.length).toBeGreaterThanOrEqual(2);
    const versions = parsed.entries.map((e) => e.version);
    expect([...versions].sort((a, b) => compareVersions(b, a))).toEqual(versions);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(versions[0]).toBe(pkg.version);
  });
});

describe('content rules', () => {
  test('"Novo" lasts exactly 7 days from publication and never before it', () => {
    const published = new Date('2026-11-23T03:00:00Z');
    expect(isStillNew(published, new Date('2026-11-23T03:00:00Z'))).toBe(true);
    expect(isStillNew(published, new Date('2026-11-30T02:59:59.999Z'))).toBe(true);
    expect(isStillNew(published, new Date('2026-11-30T03:00:00Z'))).toBe(false);
    expect(isStillNew(published, new Date('2026-11-23T02:59:59Z'))).toBe(false);
  });

  test('versions compare by number, not as text', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
  });
});
