import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import BarChart from '@app/features/football/components/charts';

test('a round chart has axes with values, a value on each bar and a table with the figures (issue 22 point 9)', () => {
  const { container } = render(
    <BarChart
      title="Gols por rodada"
      xLabel="Rodada"
      yLabel="Gols"
      positiveLabel="Gols na rodada"
      data={[
        { label: 'Rodada 1', tick: '1', value: 22 },
        { label: 'Rodada 2', tick: '2', value: 31 },
        { label: 'Rodada 3', tick: '3', value: 17 },
      ]}
    />,
  );
  const svg = container.querySelector('svg')!;
  const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
  // Axis titles, y-axis scale (0, half, top) and the x ticks.
  expect(texts).toEqual(expect.arrayContaining(['Gols', 'Rodada', '0', '16', '31', '1', '2', '3']));
  // Each bar carries its value.
  expect(texts).toEqual(expect.arrayContaining(['22', '17']));
  expect(screen.getByRole('img', { name: /Gols por rodada/ })).toBe(svg);

  const table = screen.getByRole('table', { name: 'Gols por rodada' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Rodada', 'Gols na rodada']);
  const row = within(table).getByRole('row', { name: 'Rodada 2 31' });
  expect(within(row).getByRole('cell').textContent).toBe('31');
});

test('a for / against chart mirrors the scale and its table lists both figures', () => {
  const { container } = render(
    <BarChart
      title="Gols pró e contra por jogo"
      xLabel="Jogo"
      yLabel="Gols"
      positiveLabel="Gols pró"
      negativeLabel="Gols contra"
      data={[
        { label: 'Jogo 1 (13/04/2025)', tick: '1', value: 2, negative: 0 },
        { label: 'Jogo 2 (20/04/2025)', tick: '2', value: 1, negative: 4 },
      ]}
    />,
  );
  const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
  // 0 once, 2 and 4 on both sides of the axis: below it with their minus sign.
  expect(ticks).toEqual(expect.arrayContaining(['0', '2', '\u22122', '4', '\u22124']));
  expect(ticks.filter((t) => t === '\u22124')).toHaveLength(1);
  const table = screen.getByRole('table', { name: 'Gols pró e contra por jogo' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Jogo', 'Gols pró', 'Gols contra']);
  expect(within(table).getByRole('row', { name: 'Jogo 2 (20/04/2025) 1 4' })).toBeInstanceOf(HTMLTableRowElement);
});

afterEach(() => vi.restoreAllMocks());

test('a season of 36 matches fits a 343 px phone column: no sideways scroll, fewer ticks, no value crowding (issue 35 point 4)', () => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
  const data = Array.from({ length: 36 }, (_, i) => ({
    label: `Time ${i + 1} (Rodada ${i + 1})`,
    tick: `T${i + 1}`,
    value: i % 4,
    negative: i % 3,
  }));
  const { container } = render(
    <BarChart
      title="Gols pró e contra por jogo"
      xLabel="Adversário"
      yLabel="Gols"
      positiveLabel="Gols pró"
      negativeLabel="Gols contra"
      data={data}
    />,
  );
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('width')).toBe('343');
  expect(svg.getAttribute('viewBox')).toBe(`0 0 343 ${svg.getAttribute('height')}`);
  expect(container.querySelector('.overflow-x-auto')).toBeNull();
  // Every bar stays inside the drawing.
  for (const rect of svg.querySelectorAll('rect')) {
    expect(Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'))).toBeLessThanOrEqual(343);
  }
  const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
  // A tick every few bars (the first one always), never 36 overlapping labels.
  expect(texts).toContain('T1');
  expect(texts.filter((t) => /^T\d+$/.test(t ?? '')).length).toBeLessThan(18);
  // The figures are all in the table, one row a match.
  const table = screen.getByRole('table', { name: 'Gols pró e contra por jogo' });
  expect(within(table).getAllByRole('row')).toHaveLength(37);
  // Hidden by a wrapper: a table given sr-only itself keeps its content's width and widened the page.
  expect(table.parentElement!.className).toBe('sr-only');
  expect(within(table).getByRole('row', { name: 'Time 36 (Rodada 36) 3 2' })).toBeInstanceOf(HTMLTableRowElement);
});
