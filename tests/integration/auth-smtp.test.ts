// With SMTP_URL the verification email goes through a real SMTP server (in-process sink here),
// and the link in it verifies the account.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { until } from '../support/wait';

let smtp: SmtpSink;
let server: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'FutDados <contato@futdados.test>' } });
  await server.listen();
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

test('registration sends the verification email over SMTP and its link verifies the account', async () => {
  const browser = new TestClient(server.url);
  const response = await browser.post('/api/register', {
    username: 'smtpfan',
    email: 'smtpfan@exemplo.test',
    password: 'segredo123',
  });
  expect(response.status).toBe(201);
  expect(response.body.emailVerificationRequired).toBe(true);

  expect(smtp.mails).toHaveLength(1);
  const message = smtp.mails[0].body;
  expect(smtp.mails[0].to).toEqual(['smtpfan@exemplo.test']);
  expect(message).toContain('From: FutDados <contato@futdados.test>');
  expect(message).toMatch(/Subject: (Confirme seu email no FutDados|=\?UTF-8\?)/);
  expect(message).toContain('text/html');
  const link = /http:\/\/localhost:3000\/api\/verify-email\?token=[\w-]{43}/.exec(message)![0];

  const verify = await browser.get(link.replace('http://localhost:3000', ''));
  expect(verify.headers.get('location')).toBe('/auth?verified=1');
  const login = await browser.post('/api/login', { email: 'smtpfan', password: 'segredo123' });
  expect(login.status).toBe(200);
  expect(login.body.emailVerified).toBe(true);
});

test('the reset email goes over SMTP with the recovery link to the home page', async () => {
  const browser = new TestClient(server.url);
  await browser.post('/api/reset-password', { email: 'smtpfan@exemplo.test' });
  const message = (await until(() => smtp.mails[1], 'the reset email over SMTP')).body;
  expect(message).toMatch(/http:\/\/localhost:3000\/#access_token=[\w-]{43}&type=recovery/);
});
