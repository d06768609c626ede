// Starts the built server as its own process and drives Debian's Chromium with playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { Match, MatchList } from '@shared/football';
import { addDays, ymdIn } from '@shared/datetime';
import { isFinished } from '@shared/match-status';
import { ceiling, poll, shown, WAIT_MS } from '../support/wait';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** Process id of the server. */
  pid: number;
  dataDir: string;
  output: () => string;
  /** Sends the signal (default SIGTERM), waits for the exit and returns the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A DATA_DIR with the football data already imported, prepared once by global-setup.ts: servers
 * started without a dataDir begin from a copy of it instead of importing everything again
 * (the importer still checks every file's checksum at start, so a stale copy just re-imports).
 */
export const SEEDED_TEMPLATE_DIR = path.join(
  tmpdir(),
  `futdados-e2e-seeded-${Buffer.from(process.cwd()).toString('base64url').slice(-24)}`,
);

/**
 * Imports the football data once into SEEDED_TEMPLATE_DIR (a fresh one: the last run's may be from
 * other code). The global setups of the e2e and integration projects call it, so no test server pays
 * for the whole import unless its test asks for an empty DATA_DIR (decision 0123).
 */
export async function prepareSeededTemplate(): Promise<void> {
  rmSync(SEEDED_TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer({ dataDir: SEEDED_TEMPLATE_DIR });
  await server.stop();
}

/** `node dist/server/main.js` on a free port with its own DATA_DIR (removed on stop unless given). */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'futdados-e2e-'));
  if (!options.dataDir && existsSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'))) {
    cpSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  let log = '';
  // SERVER_NODE_ARGS adds Node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
  // profile a bench run; NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    // A refused connection: not listening yet.
    return fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  };
  if (!(await poll(answers, ceiling(120_000), 200))) throw new Error(`server did not start in time:\n${log}`);
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

/** A finished match of the last seven days with its score (the demo calendar always has some). */
export async function recentFinishedMatch(server: RunningServer): Promise<Match | undefined> {
  for (let back = 1; back <= 7; back++) {
    const response = await fetch(`${server.url}/api/soccer/matches?date=${addDays(ymdIn(new Date()), -back)}`);
    const list = (await response.json()) as MatchList;
    const finished = list.matches.find((m) => isFinished(m.status) && m.homeScore != null);
    if (finished) return finished;
  }
  return undefined;
}

/**
 * Opens an app page and waits until the app runs on it (main.tsx marks #root with data-app): public
 * pages arrive server-rendered, and a click before hydration would do nothing.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#root[data-app="rendered"], #root[data-app="hydrated"]', { state: 'attached' });
}

/**
 * Presses Escape in an open dialog the way a keyboard user does: once it has taken focus. Radix moves
 * focus in and starts listening for Escape in an effect, which runs after the frame that shows the
 * dialog; a key pressed before then is lost (the flake this replaces).
 */
export async function pressEscapeIn(dialog: Locator): Promise<void> {
  await shown(dialog);
  await poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), ceiling(WAIT_MS), 50).then(
    (focused) => {
      if (!focused) throw new Error('o diálogo não recebeu o foco');
    },
  );
  await dialog.page().keyboard.press('Escape');
}

/**
 * Resizes the page to `width` (a phone's or a desktop's height with it) and waits two frames: the
 * media queries have told the app by the first, and the render that caused is on screen by the second.
 */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * What went wrong on a page while a test used it: uncaught errors and console errors (the route error
 * page logs 'Erro ao exibir a página'). Chromium logs a line for every 4xx answer too; those the flow
 * expects are left out: by default a visitor's GET /api/user, which answers 401 by design (spec §4).
 */
export function watchPageProblems(page: Page, expected: RegExp = /status of 401/): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Makes `page.goto` and `page.reload` return once the app runs on the page (or the page has no app
 * root: JSON, the sandbox's pay page), as a fan would wait to see it respond. Every test gets this, so
 * none clicks a server-rendered button before hydration by chance of timing.
 */
function waitForAppOnNavigation(page: Page): void {
  const appRuns = () =>
    page
      .waitForFunction(
        () => {
          const root = document.getElementById('root');
          // ("hydrating": React is still hydrating the page's pieces.)
          return !root || (Boolean(root.dataset.app) && root.dataset.app !== 'hydrating');
        },
        undefined,
        { timeout: ceiling(WAIT_MS) },
      )
      // A navigation that replaced the document meanwhile, or a page left offline: the test's own
      // expectations say what it needs.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appRuns();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appRuns();
    return response;
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    // Without JavaScript nothing will hydrate: those pages are read as the server sent them.
    if (args[0]?.javaScriptEnabled !== false) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        waitForAppOnNavigation(page);
        return page;
      };
    }
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    if (args[0]?.javaScriptEnabled !== false) waitForAppOnNavigation(page);
    return page;
  };
  return browser;
}

/** A new page of `browser` at `width` × 900 px, opened at `path` on `server`. */
export async function openPageAt(browser: Browser, server: RunningServer, width: number, path = '/'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(server.url + path);
  return page;
}

/**
 * The text a screen reader reads in an element: its text content, visually hidden words included,
 * whitespace collapsed (innerText would break lines around each visually hidden span).
 */
export async function spokenText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
}

/**
 * What animates forever on the page (UI.md: motion ≤ 200 ms, none on data the user is reading), as
 * the start of each element's HTML. Allowed, and left out: skeletons of sections still loading and the
 * live match row's pulsing dot (`data-live-dot`), the one endless motion UI.md asks for.
 */
export function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation.effect as KeyframeEffect).target as HTMLElement)
      .filter(
        (element) => !element.closest('[data-skeleton], [data-skeleton-group]') && !element.matches('[data-live-dot]'),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}
