// Client rules of the accounts feature: toast titles and durations of spec §8, the initials and
// welcome text, the return address, the recovery fragment and the logout wipe.
import { beforeEach, describe, expect, test } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/lib/api';
import { clearClientData } from '@app/lib/client-data';
import { failureToast, loginErrorToast, unverifiedEmailOf } from '@app/features/auth/messages';
import { initials, welcomeText } from '@app/features/auth/initials';
import { storeReturnAddress, takeReturnAddress } from '@app/features/auth/return-address';
import { readRecoveryToken } from '@app/features/auth/hooks/use-recovery-redirect';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(String(body.message ?? `${status}`), status, body);

describe('login failure toasts (spec §8)', () => {
  test.each([
    ['email_not_verified', 'Email não verificado', 7000],
    ['invalid_credentials', 'Credenciais incorretas', 5000],
    ['rate_limited', 'Muitas tentativas', 8000],
    ['auth_error', 'Erro de autenticação', 5000],
  ])('%s → %s for %i ms with the server message', (errorType, title, duration) => {
    expect(loginErrorToast(apiError(401, { message: 'Mensagem do servidor', errorType }))).toEqual({
      variant: 'destructive',
      title,
      description: 'Mensagem do servidor',
      duration,
    });
  });

  test('another type with emailVerificationRequired → Email não verificado', () => {
    expect(
      loginErrorToast(apiError(403, { message: 'x', errorType: 'outro', emailVerificationRequired: true })).title,
    ).toBe('Email não verificado');
  });

  test('otherwise Falha no login; without a server message, Erro inesperado durante o login', () => {
    expect(loginErrorToast(apiError(400, { message: 'campo inválido' }))).toMatchObject({
      title: 'Falha no login',
      description: 'campo inválido',
    });
    expect(loginErrorToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Falha no login',
      description: 'Erro inesperado durante o login',
    });
  });

  test('registration failure falls back to Não foi possível criar a conta', () => {
    expect(failureToast('Falha no registro', new TypeError('x'), 'Não foi possível criar a conta')).toMatchObject({
      title: 'Falha no registro',
      description: 'Não foi possível criar a conta',
    });
  });

  test('the unverified address comes from the login error', () => {
    expect(unverifiedEmailOf(apiError(403, { errorType: 'email_not_verified', email: 'a@b.test' }))).toBe('a@b.test');
    expect(unverifiedEmailOf(apiError(401, { errorType: 'invalid_credentials' }))).toBeNull();
  });
});

describe('initials and welcome (spec §2, §8)', () => {
  test('first two letters of the username in capitals, else US', () => {
    expect(initials('torcedor')).toBe('TO');
    expect(initials('a')).toBe('A');
    expect(initials('')).toBe('US');
    expect(initials(null)).toBe('US');
  });

  test('greets by username, else by email', () => {
    expect(welcomeText({ username: 'ana', email: 'ana@x.test' })).toBe('Bem-vindo, ana!');
    expect(welcomeText({ username: '', email: 'ana@x.test' })).toBe('Bem-vindo, ana@x.test!');
  });
});

describe('return address (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  test('is stored, used once, and cleared', () => {
    storeReturnAddress('/profile?tab=security');
    expect(takeReturnAddress()).toBe('/profile?tab=security');
    expect(takeReturnAddress()).toBeNull();
  });

  test.each([
    '/auth',
    '/login',
    '/register',
    '/auth?tab=register',
    '/admin/login',
    'https://malicioso.example/',
    '//malicioso.example',
  ])('%s is never stored', (path) => {
    storeReturnAddress(path);
    expect(takeReturnAddress()).toBeNull();
  });
});

describe('recovery fragment (spec §4)', () => {
  test('home with #access_token=...&type=recovery gives the token', () => {
    expect(readRecoveryToken({ pathname: '/', hash: '#access_token=abc-123_x&type=recovery' })).toBe('abc-123_x');
  });

  test.each([
    ['/', '#access_token=abc&type=signup'],
    ['/', '#type=recovery'],
    ['/news', '#access_token=abc&type=recovery'],
    ['/', ''],
  ])('%s%s gives nothing', (pathname, hash) => {
    expect(readRecoveryToken({ pathname, hash })).toBeNull();
  });
});

describe('clearClientData', () => {
  test('empties the query cache, localStorage and every IndexedDB database', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], { id: 1 });
    localStorage.setItem('qualquer', '1');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('futdados-cache', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('queries');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect((await indexedDB.databases()).map((db) => db.name)).toContain('futdados-cache');

    await clearClientData(queryClient);

    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('futdados-cache');
  });
});
