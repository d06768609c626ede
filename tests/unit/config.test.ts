import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

describe('config from the environment', () => {
  test('has working defaults for the embedded mode', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './.data', PRODUCT_NAME: 'FutDados', version: '1.2.3' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_PREFIX', 'com espaço'],
    ['TRUST_PROXY', 'sim'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.interno'],
    ['BILLING_PROVIDER', 'paypal'],
    ['BILLING_RENEWAL_DAYS', '0'],
    ['BILLING_GRACE_DAYS', '-1'],
    ['BILLING_WEBHOOK_SECRET', 'curto'],
    ['PIX_MERCHANT_CITY', 'SAO JOSE DOS CAMPOS'],
    ['MERCADOPAGO_API_URL', 'ftp://x'],
    ['LIVE_PROVIDER', 'sportmonks'],
    ['API_FOOTBALL_URL', 'v3.football.api-sports.io'],
    ['API_FOOTBALL_DAILY_REQUESTS', '0'],
    ['API_FOOTBALL_MIN_INTERVAL_MS', '500'],
    ['DATA_SYNC', 'sempre'],
    ['API_FOOTBALL_LEAGUES', '71;39'],
    ['API_FOOTBALL_SYNC_RESERVE', '-1'],
    ['DATA_SYNC_TODAY_MS', '1000'],
  ])('a bad %s=%s names the variable in one line', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  test('billing defaults: sandbox, renewal 3 days before, 3 grace days, a random webhook secret, PIX receiver', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      BILLING_PROVIDER: 'sandbox',
      BILLING_RENEWAL_DAYS: 3,
      BILLING_GRACE_DAYS: 3,
      PIX_MERCHANT_NAME: 'FutDados',
      PIX_MERCHANT_CITY: 'SAO PAULO',
    });
    expect(config.BILLING_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).BILLING_WEBHOOK_SECRET).not.toBe(config.BILLING_WEBHOOK_SECRET);
  });

  test('Mercado Pago needs its access token and webhook secret, named in the error', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'mercadopago' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456' })).toThrow(
      /MERCADOPAGO_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({
        BILLING_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456',
        MERCADOPAGO_WEBHOOK_SECRET: 'segredo-123',
      }).MERCADOPAGO_API_URL,
    ).toBe('https://api.mercadopago.com');
  });

  test('a fresh clone is the demo: DEMO_MODE and /api/docs on outside production', () => {
    expect(loadConfig({})).toMatchObject({ NODE_ENV: 'development', demoMode: true, apiDocs: true });
    expect(loadConfig({ DEMO_MODE: 'off', API_DOCS: 'off' })).toMatchObject({ demoMode: false, apiDocs: false });
  });

  test('production (NODE_ENV=production) refuses the sandbox and asks for PUBLIC_URL and SMTP_URL, naming each', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://futdados.example',
      SMTP_URL: 'smtp://smtp.example:587',
      BILLING_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-123',
    };
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'aceita';
    };
    expect(message({ ...production, BILLING_PROVIDER: '' })).toBe(
      'Configuração inválida: BILLING_PROVIDER="" não pode ser sandbox em produção (NODE_ENV=production): use mercadopago, ou DEMO_MODE=on para uma demonstração',
    );
    expect(message({ ...production, BILLING_PROVIDER: 'sandbox' })).toMatch(
      /^Configuração inválida: BILLING_PROVIDER="sandbox" /,
    );
    expect(message({ ...production, PUBLIC_URL: '' })).toBe(
      'Configuração inválida: PUBLIC_URL="" é obrigatório em produção (NODE_ENV=production): o endereço que os usuários acessam',
    );
    expect(message({ ...production, SMTP_URL: '' })).toMatch(
      /^Configuração inválida: SMTP_URL="" é obrigatório em produção/,
    );
    const deployed = loadConfig(production);
    expect(deployed).toMatchObject({ demoMode: false, apiDocs: false });
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    // The demo on a production host: the sandbox and no SMTP are allowed (the start says email is off).
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'on', PUBLIC_URL: 'https://demo.futdados.example' }),
    ).toMatchObject({ demoMode: true, BILLING_PROVIDER: 'sandbox' });
    expect(message({ NODE_ENV: 'production', DEMO_MODE: 'on' })).toMatch(/^Configuração inválida: PUBLIC_URL=""/);
  });

  // Issue 33 point 7.
  test('production names every bad or missing setting at once, one line each', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc', BILLING_PROVIDER: 'mercadopago' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Configuração inválida: PORT="abc" deve ser um número',
      'Configuração inválida: PUBLIC_URL="" é obrigatório em produção (NODE_ENV=production): o endereço que os usuários acessam',
      'Configuração inválida: SMTP_URL="" é obrigatório em produção (NODE_ENV=production): sem ele nenhum email de conta é enviado',
      'Configuração inválida: MERCADOPAGO_ACCESS_TOKEN="" é obrigatório com BILLING_PROVIDER=mercadopago',
      'Configuração inválida: MERCADOPAGO_WEBHOOK_SECRET="" é obrigatório com BILLING_PROVIDER=mercadopago',
    ]);
  });

  test('production over plain http is refused for any host but localhost, unless TLS ends at a proxy', () => {
    const production = {
      NODE_ENV: 'production',
      DEMO_MODE: 'on',
      PUBLIC_URL: 'http://futdados.example',
    };
    expect(() => loadConfig(production)).toThrow(
      'Configuração inválida: PUBLIC_URL="http://futdados.example" deve começar com https:// em produção (NODE_ENV=production); se o TLS termina num proxy, defina TLS_AT_PROXY=on',
    );
    expect(() => loadConfig({ ...production, TLS_AT_PROXY: 'on' })).toThrow(
      'Configuração inválida: TLS_AT_PROXY="on" precisa de TRUST_PROXY: o esquema (https) vem do proxy, em X-Forwarded-Proto',
    );
    expect(loadConfig({ ...production, TLS_AT_PROXY: 'on', TRUST_PROXY: '1' }).TLS_AT_PROXY).toBe('on');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://futdados.example' }).TLS_AT_PROXY).toBe('off');
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  test('TRUST_PROXY takes what Fastify trustProxy takes: true/false, a hop count, addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  test('API-Football needs its key, named in the error; budget defaults to the free plan', () => {
    expect(() => loadConfig({ LIVE_PROVIDER: 'api-football' })).toThrow(
      'API_FOOTBALL_KEY="" é obrigatório com LIVE_PROVIDER=api-football',
    );
    expect(loadConfig({ LIVE_PROVIDER: 'api-football', API_FOOTBALL_KEY: 'abcdef123456' })).toMatchObject({
      API_FOOTBALL_URL: 'https://v3.football.api-sports.io',
      API_FOOTBALL_DAILY_REQUESTS: 100,
      API_FOOTBALL_MIN_INTERVAL_MS: 15_000,
    });
  });

  test('the data sync (issue 32): on with the API-Football live feed, needs a key when asked for, default leagues', () => {
    expect(loadConfig({}).dataSync).toBe(false);
    expect(() => loadConfig({ DATA_SYNC: 'api-football' })).toThrow(
      'API_FOOTBALL_KEY="" é obrigatório com DATA_SYNC=api-football',
    );
    const live = loadConfig({ LIVE_PROVIDER: 'api-football', API_FOOTBALL_KEY: 'abcdef123456' });
    expect(live.dataSync).toBe(true);
    expect(live.apiFootballLeagues).toEqual([71, 72, 13, 39, 140, 135, 78, 61, 2, 1, 15, 94, 128, 88]);
    expect(
      loadConfig({ LIVE_PROVIDER: 'api-football', API_FOOTBALL_KEY: 'abcdef123456', DATA_SYNC: 'off' }).dataSync,
    ).toBe(false);
    expect(loadConfig({ API_FOOTBALL_LEAGUES: '71, 39,71' }).apiFootballLeagues).toEqual([71, 39]);
  });

  test('validation messages are Brazilian Portuguese predicates after the variable', () => {
    expect(() => loadConfig({ SESSION_DAYS: '0' })).toThrow('SESSION_DAYS="0" deve ser pelo menos 1');
    expect(() => loadConfig({ PRODUCT_NAME: 'x'.repeat(41) })).toThrow('deve ter no máximo 40 caracteres');
  });
});
