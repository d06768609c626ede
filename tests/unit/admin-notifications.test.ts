// The composer's pure rules (issue 13 point 9): the checks the admin page makes before sending
// (the same sentences the server answers), which links a notification may carry, and the browser
// named by a push endpoint's host on the user page.
import { describe, expect, test } from 'vitest';
import {
  BROADCAST_ERRORS,
  browserOfPushHost,
  checkCompose,
  isAllowedActionUrl,
} from '@shared/admin-notifications-rules';
import { broadcastCreateSchema } from '@shared/admin-notifications';

const NOW = new Date('2026-11-23T15:00:00Z');
const valid = {
  title: 'Clássico hoje',
  message: 'Acompanhe ao vivo.',
  actionUrl: '/matches',
  audienceKind: 'team' as const,
  audienceValue: '12',
};

describe('checkCompose', () => {
  test('a complete form has no problems, sent now or later', () => {
    expect(checkCompose(valid, NOW)).toEqual({});
    expect(checkCompose({ ...valid, scheduledAt: new Date(NOW.getTime() + 60_000) }, NOW)).toEqual({});
    expect(checkCompose({ ...valid, audienceKind: 'everyone', audienceValue: '' }, NOW)).toEqual({});
  });

  test('one sentence per field', () => {
    expect(
      checkCompose(
        { title: '  ', message: 'x'.repeat(301), actionUrl: '//evil.test', audienceKind: 'user', audienceValue: ' ' },
        NOW,
      ),
    ).toEqual({
      title: BROADCAST_ERRORS.title,
      message: BROADCAST_ERRORS.messageLong,
      actionUrl: BROADCAST_ERRORS.actionUrl,
      audience: BROADCAST_ERRORS.audienceValue,
    });
    expect(checkCompose({ ...valid, title: 'x'.repeat(81) }, NOW).title).toBe(BROADCAST_ERRORS.titleLong);
    expect(checkCompose({ ...valid, scheduledAt: null }, NOW).scheduledAt).toBe('Informe a data e a hora do envio.');
    expect(checkCompose({ ...valid, scheduledAt: NOW }, NOW).scheduledAt).toBe(
      'A data de agendamento precisa estar no futuro.',
    );
  });

  test('the server schema refuses what the page refuses, with the same words', () => {
    const body = (patch: Record<string, unknown>) => ({
      title: valid.title,
      message: valid.message,
      actionUrl: valid.actionUrl,
      type: 'news',
      audience: { kind: 'team', value: '12' },
      ...patch,
    });
    expect(broadcastCreateSchema.safeParse(body({})).success).toBe(true);
    const refused = (patch: Record<string, unknown>) =>
      broadcastCreateSchema.safeParse(body(patch)).error?.issues[0].message;
    expect(refused({ title: ' ' })).toBe(BROADCAST_ERRORS.title);
    expect(refused({ actionUrl: 'javascript:alert(1)' })).toBe(BROADCAST_ERRORS.actionUrl);
    expect(refused({ audience: { kind: 'plan' } })).toBe(BROADCAST_ERRORS.audienceValue);
    // An empty link is no link.
    expect(broadcastCreateSchema.parse(body({ actionUrl: '' })).actionUrl).toBeNull();
  });
});

test('links: a path of the site or https only', () => {
  expect(isAllowedActionUrl('/plans')).toBe(true);
  expect(isAllowedActionUrl('https://futdados.com.br/news/1')).toBe(true);
  for (const url of ['//evil.test', '/\\evil.test', 'http://futdados.com.br', 'javascript:alert(1)', 'plans'])
    expect(isAllowedActionUrl(url), url).toBe(false);
});

test('browser by push service host', () => {
  expect(browserOfPushHost('fcm.googleapis.com')).toBe('Chrome');
  expect(browserOfPushHost('updates.push.services.mozilla.com')).toBe('Firefox');
  expect(browserOfPushHost('web.push.apple.com')).toBe('Safari');
  expect(browserOfPushHost('wns2-by3p.notify.windows.com')).toBe('Edge');
  expect(browserOfPushHost('127.0.0.1:9999')).toBe('Outro navegador');
});
