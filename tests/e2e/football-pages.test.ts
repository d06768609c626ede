// What a fan sees on the football pages, in Chromium at 375 px and 1280 px (issue 8): the points of
// the table always in view (and Geral / Casa / Fora), every past result with its date, form lines
// from the team's side, the spec §4 status texts, a date picker on /matches, rounds opened on the
// current one, a missing match said once, and data preloaded on hover.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FormEntry, H2h, LeagueDetail, LeagueList, MatchList, TeamDetail } from '@shared/football';
import { addDays, ymdIn } from '@shared/datetime';
import { launchBrowser, openApp, startServer, type RunningServer } from './harness';
import { eventually } from '../support/wait';

/** A row's day as the rows write it: 'Hoje', 'Ontem', '21/11' or, in another year, '21/11/25'. */
const DAY = /(Hoje|Ontem|Amanhã|\d{2}\/\d{2}(\/\d{2})?)$/;

let server: RunningServer;
let browser: Browser;
let leagues: LeagueList;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const league = (name: string) => leagues.countries.flatMap((c) => c.leagues).find((l) => l.name === name)!;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  leagues = await api<LeagueList>('/api/leagues');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  await openApp(page, server.url + path);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const width of [375, 1280]) {
  describe(`standings at ${width} px`, () => {
    test('the points column is in view without any sideways scroll; Casa and Fora switch the table', async () => {
      const premier = league('Premier League');
      const detail = await api<LeagueDetail>(`/api/leagues/${premier.id}`);
      const page = await openPage(width, `/leagues/${premier.slug}/${premier.id}`);
      const table = page.getByTestId('standings-table');
      await eventually(() => table.getByRole('row').count()).toBe(21);

      const points = table.getByRole('columnheader', { name: 'Pts' });
      const box = (await points.boundingBox())!;
      const frame = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return {
          right: scroller.getBoundingClientRect().right,
          scrollWidth: scroller.scrollWidth,
          clientWidth: scroller.clientWidth,
        };
      });
      expect(box.x + box.width).toBeLessThanOrEqual(frame.right);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);

      const firstRow = async () => {
        const row = table.getByRole('row').nth(1);
        return [
          (await row.getByRole('link').innerText()).trim(),
          await row.locator('[data-column="played"]').innerText(),
          await row.locator('[data-column="points"]').innerText(),
        ];
      };
      const [overall] = detail.tables;
      const shown = (row: (typeof overall.rows)[number]) => [row.team.name, String(row.played), String(row.points)];
      expect(await firstRow()).toEqual(shown(overall.rows[0]));
      await page.getByRole('tab', { name: 'Casa' }).click();
      await eventually(firstRow).toEqual(shown(overall.home[0]));
      await page.getByRole('tab', { name: 'Fora' }).click();
      await eventually(firstRow).toEqual(shown(overall.away[0]));
      // Only home (or away) games count there: fewer games than in the overall table.
      expect(overall.home[0].played).toBeLessThan(overall.rows[0].played);
      await page.close();
    });
  });
}

describe('past results, status texts and form at 375 px', () => {
  test("a team's live (or today's) match leads its page, above form and statistics (issue 35 point 3)", async () => {
    const today = await api<MatchList>(`/api/soccer/matches?date=${ymdIn(new Date())}`);
    const playing =
      today.matches.find((m) => m.status !== 0 && m.minute != null) ?? today.matches.find((m) => m.status === 0);
    expect(playing, 'the demo calendar has a match today').toBeDefined();
    const team = playing!.homeTeam;
    for (const width of [375, 1280]) {
      const page = await openPage(width, `/team/${team.slug}/${team.id}`);
      const lead = page.getByRole('region', { name: /^Jogo (ao vivo|de hoje)$/ });
      await eventually(() => lead.count()).toBe(1);
      expect(await lead.getByRole('link').first().getAttribute('href')).toContain(String(playing!.id));
      const leadTop = (await lead.boundingBox())!.y;
      const formTop = (await page.getByRole('heading', { name: 'Forma', exact: true }).boundingBox())!.y;
      expect(leadTop).toBeLessThan(formTop);
      await page.screenshot({ path: `/tmp/ux-team-lead-${width}.png`, fullPage: false });
      await page.close();
    }
  });

  test('the team page dates every result and reads its form from its own side', async () => {
    // A team whose recent form has an away result that was not a draw: the order of its score matters.
    const premier = await api<LeagueDetail>(`/api/leagues/${league('Premier League').id}`);
    let team: TeamDetail | undefined;
    let away: FormEntry | undefined;
    for (const row of premier.tables[0].rows) {
      team = await api<TeamDetail>(`/api/teams/${row.team.id}`);
      away = team.form.find((f) => !f.home && f.outcome !== 'E');
      if (away) break;
    }
    expect(away).toBeDefined();
    const page = await openPage(375, `/team/${team!.team.slug}/${team!.team.id}`);
    const form = page.getByRole('list', { name: `Últimos resultados de ${team!.team.name}` });
    await eventually(() => form.getByRole('link').count()).toBe(team!.form.length);
    const [home, awayGoals] = away!.score.split(' - ');
    const line = form.getByRole('link', { name: new RegExp(`contra ${away!.opponent.name}, fora`) }).first();
    const label = (await line.locator('[data-spoken-label]').textContent())!;
    const word = away!.outcome === 'V' ? 'vitória' : 'derrota';
    // '@ Fortuna Sittard 2 - 0' must never read as a win when it was a defeat: the team's goals first.
    expect(label.startsWith(`${word}, ${awayGoals} - ${home} contra`)).toBe(true);
    expect(label).toMatch(DAY);

    const results = page.locator('section').filter({ hasText: 'Últimos resultados' }).locator('a[data-match-id]');
    await eventually(() => results.count()).toBe(team!.last.length);
    for (const label of await results.evaluateAll((links) =>
      links.map((l) => l.querySelector('[data-spoken-label]')!.textContent!),
    )) {
      expect(label).toMatch(DAY);
    }
    expect(await results.first().innerText()).toMatch(/Finalizado|\d - \d/);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    await page.close();
  });

  test('head-to-head meetings, league rounds and search results carry their dates', async () => {
    const h2h = await api<H2h>('/api/h2h/flamengo/palmeiras');
    expect(h2h.meetings.length).toBeGreaterThan(2);
    const page = await openPage(375, '/h2h/flamengo/palmeiras');
    const meetings = page.getByRole('list', { name: 'Últimos encontros' }).locator('a[data-match-id]');
    await eventually(() => meetings.count()).toBe(h2h.meetings.length);
    const labels = await meetings.evaluateAll((links) =>
      links.map((l) => l.querySelector('[data-spoken-label]')!.textContent!),
    );
    for (const label of labels) expect(label).toMatch(DAY);
    // Meetings of earlier seasons carry their year.
    expect(labels.some((label) => /\d{2}\/\d{2}\/\d{2}$/.test(label))).toBe(true);

    const brasileirao = league('Brasileirão Série A');
    await openApp(page, `${server.url}/leagues/${brasileirao.slug}/${brasileirao.id}`);
    await page.getByRole('tab', { name: 'Rodadas' }).click();
    await page.getByRole('combobox', { name: 'Rodada' }).selectOption({ index: 0 });
    const round = page.getByRole('list', { name: /^Jogos da / }).locator('a[data-match-id]');
    await eventually(() => round.count()).toBe(10);
    for (const label of await round.evaluateAll((links) =>
      links.map((l) => l.querySelector('[data-spoken-label]')!.textContent!),
    )) {
      expect(label).toMatch(DAY);
    }

    await openApp(page, `${server.url}/search?search=palmeiras`);
    const found = page.locator('main a[href^="/match/"]');
    await eventually(() => found.count()).toBeGreaterThan(5);
    const texts = await found.allInnerTexts();
    expect(texts.some((text) => /Finalizado · (Hoje|Ontem|\d{2}\/\d{2})/.test(text))).toBe(true);
    expect(texts.some((text) => /\bFim\b/.test(text))).toBe(false);
    await page.close();
  });

  test('the match page says Finalizado for 3 and the score and date for 32 (spec §4)', async () => {
    const cl = await api<LeagueDetail>(`/api/leagues/${league('Champions League').id}`);
    const all = cl.rounds.flatMap((r) => r.matches);
    const shootout = all.find((m) => m.status === 32)!;
    const finished = all.find((m) => m.status === 3)!;
    expect(shootout).toBeDefined();
    const page = await openPage(375, `/match/${shootout.id}`);
    const [y, m, d] = shootout.matchDate.split('-');
    // The score once, then how it was decided (issue 35 point 5), then the date: '3 - 3 (4 - 2 nos pênaltis) · 18/12/2022'.
    const expected = new RegExp(
      `${shootout.homeScore} - ${shootout.awayScore} \\(\\d+ - \\d+ nos pênaltis\\) · ${d}/${m}/${y}`,
    );
    await eventually(() => page.locator('main').innerText()).toMatch(expected);
    await openApp(page, `${server.url}/match/${finished.id}`);
    await eventually(() => page.getByLabel('Placar').isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('Finalizado');
    await page.close();
  });

  test('a missing match says so once', async () => {
    const page = await openPage(375, '/match/99999999');
    await eventually(() => heading(page)).toBe('Partida não encontrada');
    expect(await page.getByText('Partida não encontrada').count()).toBe(1);
    await page.close();
  });
});

describe('/matches and league rounds', () => {
  test('the date picker opens a day beyond the 7-day strip', async () => {
    const today = ymdIn(new Date());
    let day = '';
    let list: MatchList | undefined;
    for (let back = 14; back < 60 && !list?.matches.length; back++) {
      day = addDays(today, -back);
      list = await api<MatchList>(`/api/soccer/matches?date=${day}&includeTeams=true`);
    }
    expect(list!.matches.length).toBeGreaterThan(0);
    const page = await openPage(375, '/matches');
    await page.getByLabel('Escolher data').fill(day);
    await page.waitForURL(new RegExp(`date=${day}`));
    const chip = page.getByRole('navigation', { name: 'Dias' }).locator('[aria-current="page"]');
    const short = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
    await eventually(() => chip.innerText()).toContain(short);
    expect(await chip.count()).toBe(1);
    const rows = page.locator('main a[data-match-id]');
    await eventually(() => rows.count()).toBe(list!.matches.length);
    const labels = await rows.evaluateAll((links) =>
      links.map((l) => l.querySelector('[data-spoken-label]')!.textContent!),
    );
    for (const label of labels)
      expect(label.endsWith(short) || label.endsWith(`${short}/${day.slice(2, 4)}`)).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    await page.close();
  });

  test('a league opens its rounds on the current round', async () => {
    const premier = league('Premier League');
    const detail = await api<LeagueDetail>(`/api/leagues/${premier.id}`);
    expect(detail.currentRound).toBeGreaterThan(0);
    const page = await openPage(1280, `/leagues/${premier.slug}/${premier.id}`);
    await page.getByRole('tab', { name: 'Rodadas' }).click();
    const current = detail.rounds[detail.currentRound];
    const list = page.getByRole('list', { name: `Jogos da ${current.name}` });
    await eventually(() => list.locator('a[data-match-id]').count()).toBe(current.matches.length);
    expect(await page.getByRole('combobox', { name: 'Rodada' }).inputValue()).toBe(String(detail.currentRound));
    await page.getByRole('button', { name: 'Rodada anterior' }).click();
    await eventually(() =>
      page.getByRole('list', { name: `Jogos da ${detail.rounds[detail.currentRound - 1].name}` }).count(),
    ).toBe(1);
    await page.close();
  });

  test('hovering a link preloads its data (route loaders)', async () => {
    const premier = league('Premier League');
    const detail = await api<LeagueDetail>(`/api/leagues/${premier.id}`);
    const team = detail.tables[0].rows[3].team;
    const page = await openPage(1280, `/leagues/${premier.slug}/${premier.id}`);
    const link = page.getByTestId('standings-table').getByRole('link', { name: team.name });
    await eventually(() => link.isVisible()).toBe(true);
    const preload = page.waitForRequest((request) => request.url().endsWith(`/api/teams/${team.id}`));
    await link.hover();
    await preload;
    // The click then shows the page from what was preloaded.
    await link.click();
    await page.waitForURL(`**/team/${team.slug}/${team.id}`);
    await eventually(() => heading(page)).toContain(team.name);
    await page.close();
  });
});
