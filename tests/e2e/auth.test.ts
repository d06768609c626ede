// Accounts in Chromium against the built server, with emails caught by an in-process SMTP sink:
// sign-up → verification link → login → guarded /profile → edit → change password → logout;
// return address; password recovery through the emailed link; the admin check.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchBrowser, startServer, watchPageProblems, resizeTo, type RunningServer } from './harness';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { eventually } from '../support/wait';

const SHOTS = 'tests/e2e/screenshots';
let server: RunningServer;
let browser: Browser;
let smtp: SmtpSink;

/** The newest link of the given kind mailed to an address. */
async function mailedLink(to: string, pattern: RegExp, count = 1): Promise<string> {
  const matching = () => smtp.mails.filter((mail) => mail.to.includes(to) && pattern.test(mail.body));
  await eventually(() => matching().length).toBeGreaterThanOrEqual(count);
  const mail = matching().at(-1)!;
  return pattern.exec(mail.body)![0];
}
const VERIFY = /http:\/\/127\.0\.0\.1:\d+\/api\/verify-email\?token=[\w-]+/;
const RECOVERY = /http:\/\/127\.0\.0\.1:\d+\/#access_token=[\w-]+&type=recovery/;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpSink();
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'chefe@exemplo.test',
      ADMIN_FALLBACK_EMAILS: 'reserva@exemplo.test',
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A verified account made through the API, as another browser would. */
async function createAccount(username: string, email: string, password = 'segredo123') {
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username, email, password }),
  });
  expect(response.status).toBe(201);
  const link = await mailedLink(email, VERIFY);
  expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/auth?verified=1');
}

async function login(page: Page, email: string, password = 'segredo123') {
  await page.getByLabel('Email ou nome de usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await resizeTo(page, width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await resizeTo(page, 1280);
}

describe('accounts in the browser', () => {
  test('register → verification email → login → /profile → edit → change password → logout', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The flow's refusals (unverified email, wrong passwords) answer 4xx on purpose; an error page must not.
    const problems = watchPageProblems(page, /Failed to load resource: the server responded with a status of 4\d\d/);
    await page.goto(`${server.url}/auth?tab=register`);
    await eventually(() => page.getByRole('tab', { name: 'Criar conta' }).getAttribute('aria-selected')).toBe('true');
    await shoot(page, 'auth-register');
    await page.getByLabel('Nome de usuário').fill('torcedor');
    await page.getByLabel('Email').fill('torcedor@exemplo.test');
    // Issue 35 point 5: a weak password is said under its field, before any request.
    await page.getByLabel('Senha', { exact: true }).fill('segredo');
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await eventually(() => page.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: 'A senha deve ter pelo menos 8 caracteres' }).count()).toBe(
      1,
    );
    expect(await page.getByText('Falha no registro').count()).toBe(0);
    await shoot(page, 'auth-register-weak-password');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await eventually(() => page.getByText('Conta criada com sucesso', { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Confirme seu email', { exact: true }).isVisible()).toBe(true);

    // Not verified yet: the login says so.
    await page.getByRole('tab', { name: 'Entrar' }).click();
    await login(page, 'torcedor@exemplo.test');
    await eventually(() => page.getByText('Email não verificado', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'auth-unverified');

    await page.goto(await mailedLink('torcedor@exemplo.test', VERIFY));
    await page.waitForURL('**/auth?verified=1');
    await eventually(() =>
      page.getByText('Email confirmado! Agora é só entrar com sua senha.', { exact: true }).isVisible(),
    ).toBe(true);
    await shoot(page, 'auth');

    await login(page, 'torcedor');
    await eventually(() => page.getByText('Login realizado com sucesso', { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Bem-vindo, torcedor!', { exact: true }).isVisible()).toBe(true);
    await page.waitForURL(`${server.url}/`);
    const avatar = page.getByRole('banner').getByRole('button', { name: 'Conta de torcedor' }).first();
    // The initials are what shows; the account name is read only by screen readers.
    expect((await avatar.innerText()).split('\n')[0]).toBe('TO');

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.waitForURL('**/profile');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Perfil');
    // The title is set in an effect, which may run after the frame that shows the heading.
    await eventually(() => page.title(), { what: problems.join('\n') }).toBe('FutDados - Perfil');
    await shoot(page, 'profile');

    await page.getByLabel('Nome de usuário').fill('torcedor_fiel');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await eventually(() => page.getByText('Perfil atualizado com sucesso', { exact: true }).isVisible()).toBe(true);
    await eventually(() =>
      page.getByRole('banner').getByRole('button', { name: 'Conta de torcedor_fiel' }).first().isVisible(),
    ).toBe(true);

    // A new email waits for the link sent to it; the page says where it went.
    await page.getByLabel('Email', { exact: true }).fill('torcedor.novo@exemplo.test');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await eventually(() => page.getByText('Troca de email pendente', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('torcedor@exemplo.test');
    await shoot(page, 'profile-pending-email');
    await page.goto(await mailedLink('torcedor.novo@exemplo.test', VERIFY));
    await page.waitForURL('**/profile?emailChanged=1');
    await eventually(() => page.getByText('Email alterado!', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('torcedor.novo@exemplo.test');
    await shoot(page, 'profile-email-changed');

    await page.getByRole('tab', { name: 'Segurança' }).click();
    await page.waitForURL('**/profile?tab=security');
    await page.getByLabel('Senha atual').fill('errada123');
    await page.getByLabel('Nova senha', { exact: true }).fill('novasenha9');
    await page.getByLabel('Confirme a nova senha').fill('novasenha9');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await eventually(() => page.getByText('Falha ao alterar senha', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Senha atual').fill('segredo123');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await eventually(() => page.getByText('Senha atualizada', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'profile-security');

    await page.evaluate(() => localStorage.setItem('qualquer-dado', 'x'));
    await page.getByRole('banner').getByRole('button', { name: 'Conta de torcedor_fiel' }).first().click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/auth');
    await eventually(() => page.getByText('Logout realizado', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);
    await eventually(() => page.getByRole('banner').getByRole('link', { name: 'Entrar' }).first().isVisible()).toBe(
      true,
    );

    // The new password is the one that works now.
    await login(page, 'torcedor_fiel', 'novasenha9');
    await page.waitForURL(`${server.url}/`);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a visitor on /profile goes to login and comes back to /profile after it', async () => {
    await createAccount('volta', 'volta@exemplo.test');
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${server.url}/profile?tab=security`);
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('auth-return-to'))).toBe('/profile?tab=security');
    await login(page, 'volta@exemplo.test');
    await page.waitForURL('**/profile?tab=security');
    expect(await page.getByRole('tab', { name: 'Segurança' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('auth-return-to'))).toBeNull();
    await page.close();
  });

  test('password recovery through the emailed #access_token link', async () => {
    await createAccount('esquecido', 'esquecido@exemplo.test');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByLabel('Email').fill('esquecido@exemplo.test');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await eventually(() => page.getByText('Email enviado', { exact: true }).isVisible()).toBe(true);

    const link = await mailedLink('esquecido@exemplo.test', RECOVERY);
    await page.goto(link);
    await page.waitForURL('**/reset-password');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('reset-password-token'))).toBe(
      /access_token=([^&]+)/.exec(link)![1],
    );
    await shoot(page, 'reset-password');
    await page.getByLabel('Nova senha', { exact: true }).fill('recuperei42');
    await page.getByLabel('Confirme a nova senha').fill('recuperei42');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/auth');
    await eventually(() => page.getByText('Senha atualizada', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('reset-password-token'))).toBeNull();
    await login(page, 'esquecido', 'recuperei42');
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });

  test('a non-admin on /admin sees the check, then Acesso Negado', async () => {
    await createAccount('comum', 'comum@exemplo.test');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/auth`);
    await login(page, 'comum');
    await page.waitForURL(`${server.url}/`);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/check-admin', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin`);
    await eventually(() => page.getByText('Verificando permissões...', { exact: true }).isVisible()).toBe(true);
    await eventually(() =>
      page.getByText('Aguarde enquanto verificamos seu nível de acesso', { exact: true }).isVisible(),
    ).toBe(true);
    release();
    await eventually(() => page.getByRole('heading', { name: 'Acesso Negado' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Administrador Necessário', { exact: true }).isVisible()).toBe(true);
    await eventually(() =>
      page.getByText('Esta área é restrita apenas para administradores do sistema.', { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() =>
      page
        .getByText('Se você deveria ter acesso a esta área, entre em contato com o suporte.', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Voltar ao Início' }).getAttribute('href')).toBe('/');
    await shoot(page, 'access-denied');
    await page.getByRole('link', { name: 'Voltar ao Início' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });

  test('an admin from ADMIN_EMAILS sees the admin frame; a failed check falls back to the email list', async () => {
    await createAccount('chefe', 'chefe@exemplo.test');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL('**/admin/login');
    await login(page, 'chefe@exemplo.test');
    await page.waitForURL('**/admin/users');
    const nav = page.getByRole('navigation', { name: 'Administração' });
    await eventually(() => nav.isVisible()).toBe(true);
    expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Dashboard',
      'Usuários',
      'Assinaturas',
      'Pagamentos',
      'Notificações',
      'Notícias',
      'Mensagens',
      'Dados',
      'Auditoria',
    ]);
    expect(await nav.getByRole('link', { name: 'Usuários' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await shoot(page, 'admin');
    await page.close();

    // The server says no, but the call fails: the configured fallback list decides what is shown.
    await createAccount('reserva', 'reserva@exemplo.test');
    // The page carries digests of the fallback list, never the addresses themselves.
    expect(await (await fetch(`${server.url}/admin`)).text()).not.toContain('reserva@exemplo.test');
    const fallback = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await fallback.route('**/api/admin/check-admin', (route) => route.abort());
    await fallback.goto(`${server.url}/auth`);
    await login(fallback, 'reserva');
    await fallback.waitForURL(`${server.url}/`);
    await fallback.goto(`${server.url}/admin`);
    await eventually(() => fallback.getByRole('navigation', { name: 'Administração' }).isVisible()).toBe(true);
    await fallback.close();
  });
});
