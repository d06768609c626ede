// The setup every admin browser test shares: an SMTP sink (verification links), a DATA_DIR of its
// own seeded from the template (kept until afterAll, so a test may read the server's database after
// stopping it), the built server with ADMIN_EMAILS, Chromium; accounts registered and verified
// through the mailed link (a verified ADMIN_EMAILS address becomes admin), the sign-in form, and
// screenshots at 1280 and 375 px. Call adminHarness() at the top of a test file: it registers the
// beforeAll/afterAll hooks and its getters read what they started.
import { afterAll, beforeAll, expect } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchBrowser, SEEDED_TEMPLATE_DIR, startServer, resizeTo, type RunningServer } from './harness';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { eventually } from '../support/wait';

export const SHOTS = 'tests/e2e/screenshots';
const VERIFY = /http:\/\/127\.0\.0\.1:\d+\/api\/verify-email\?token=[\w-]+/;

export interface AdminHarness {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly smtp: SmtpSink;
  readonly dataDir: string;
  /** Registers through the API and opens the verification link mailed to the sink. */
  createAccount(username: string, email: string, password?: string): Promise<void>;
  /** Fills and sends the sign-in form the page shows (/auth or /admin/login). */
  fillLogin(page: Page, login: string, password?: string): Promise<void>;
  /** Full-page screenshots `<name>-1280.png` and `<name>-375.png`; the page is left at 1280 px. */
  shoot(page: Page, name: string): Promise<void>;
}

export function adminHarness(options: {
  /** ADMIN_EMAILS of the server. */
  adminEmails: string;
  /** Prefix of the temporary DATA_DIR. */
  name: string;
}): AdminHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let smtp: SmtpSink | undefined;
  let dataDir: string | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`admin harness: ${what} not started (used outside a test?)`);
    return value;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), `futdados-e2e-${options.name}-`));
    if (existsSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'))) {
      cpSync(path.join(SEEDED_TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    }
    const port = await freePort();
    server = await startServer({
      port,
      dataDir,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, ADMIN_EMAILS: options.adminEmails },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const harness: AdminHarness = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get smtp() {
      return started(smtp, 'SMTP sink');
    },
    get dataDir() {
      return started(dataDir, 'DATA_DIR');
    },

    async createAccount(username, email, password = 'segredo123') {
      const { url } = harness.server;
      const sink = harness.smtp;
      const response = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url },
        body: JSON.stringify({ username, email, password }),
      });
      expect(response.status).toBe(201);
      await eventually(() => sink.mails.some((mail) => mail.to.includes(email) && VERIFY.test(mail.body))).toBe(true);
      const mail = sink.mails.filter((item) => item.to.includes(email) && VERIFY.test(item.body)).at(-1)!;
      await fetch(VERIFY.exec(mail.body)![0], { redirect: 'manual' });
    },

    async fillLogin(page, login, password = 'segredo123') {
      await page.getByLabel('Email ou nome de usuário').fill(login);
      await page.getByLabel('Senha', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    },

    async shoot(page, name) {
      for (const width of [1280, 375]) {
        await resizeTo(page, width);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
      await resizeTo(page, 1280);
    },
  };
  return harness;
}
