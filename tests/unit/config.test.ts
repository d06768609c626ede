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

  test('empty values count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
