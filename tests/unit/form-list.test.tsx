// Issue 35 point 5: the form chips and the lines under them run in one order (oldest first, the
// latest last, said on screen); a shoot-out is told under the score; a neutral venue has no side.
import { render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { expect, test } from 'vitest';
import type { FormEntry } from '@shared/football';
import { FormList, FormPills } from '@app/features/football/components/form-pills';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), img: `/api/teams/${id}/crest.svg` });

/** Argentina's form before the 2022 final, oldest first as the API sends it (three of the five). */
const form: FormEntry[] = [
  { matchId: 1, outcome: 'V', score: '2 - 0', opponent: team(2, 'Polônia'), home: false, matchDate: '2022-11-30' },
  {
    matchId: 2,
    outcome: 'V',
    score: '2 - 2',
    opponent: team(3, 'Holanda'),
    home: false,
    matchDate: '2022-12-09',
    penalties: { home: 3, away: 4 },
    extraTime: false,
    neutral: true,
  },
  {
    matchId: 3,
    outcome: 'D',
    score: '1 - 2',
    opponent: team(4, 'Arábia Saudita'),
    home: true,
    matchDate: '2022-12-13',
  },
];

async function renderForm() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <FormPills form={form.map((f) => f.outcome)} />
          <FormList team={{ name: 'Argentina' }} form={form} />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('list', { name: /Últimos resultados de Argentina/ });
}

test('the chips and the lines run in the same order, and the order is said', async () => {
  const list = await renderForm();
  const chips = screen.getByRole('list', { name: /^Últimos jogos/ });
  const chipOrder = within(chips)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  const lineOrder = within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"] span')!.textContent);
  expect(chipOrder).toEqual(['V', 'V', 'D']);
  expect(lineOrder).toEqual(chipOrder);
  expect(within(list).getAllByRole('link')[2].textContent).toContain('Arábia Saudita');
  // The order is said just above the lines it describes.
  expect(screen.getByText(/Do mais antigo ao mais recente/).nextElementSibling).toBe(list);
  expect(chips.getAttribute('aria-label')).toContain('do mais antigo ao mais recente');
});

test('a shoot-out is told from the team side, and a neutral venue says neither casa nor fora', async () => {
  const list = await renderForm();
  const [away, neutral, home] = within(list).getAllByRole('link');
  expect(away.textContent).toContain('fora');
  expect(home.textContent).toContain('casa');
  expect(neutral.textContent).toContain('4 - 3 nos pênaltis');
  expect(neutral.textContent).not.toMatch(/casa|fora/);
});
