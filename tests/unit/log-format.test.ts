// The log a developer reads: one line per event on localhost, JSON for log collectors elsewhere.
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { loadConfig } from '@server/config';
import { formatLogLine, loggerOptions } from '@server/log-format';

test('LOG_FORMAT defaults to pretty on a localhost PUBLIC_URL and to json elsewhere', () => {
  expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
  expect(loadConfig({ PUBLIC_URL: 'https://futdados.example' }).LOG_FORMAT).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT="xml"/);
});

test('a request, its answer and an error each make one readable line', async () => {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, { write: (text) => lines.push(text) }),
  });
  app.get('/falha', async () => {
    throw new Error('banco fora do ar');
  });
  await app.inject({ url: '/falha' });
  app.log.warn({ matchId: 42, note: 'dois jogos' }, 'placar atrasado');
  await app.close();
  expect(lines.every((text) => text.endsWith('\n') && text.indexOf('\n') === text.length - 1)).toBe(true);
  expect(lines.join('')).not.toContain('{"level"');
  expect(lines.find((text) => text.includes('incoming request'))).toMatch(
    /^\d\d:\d\d:\d\d INFO {2}req-1 GET \/falha incoming request\n$/,
  );
  expect(lines.find((text) => text.includes('request completed'))).toMatch(
    / INFO {2}req-1 GET \/falha 500 \d+ ms request completed\n$/,
  );
  expect(lines.find((text) => text.includes('banco fora do ar'))).toMatch(
    /ERROR req-1 .*err="Error: banco fora do ar" \(at .*log-format\.test\.ts/,
  );
  expect(lines.find((text) => text.includes('placar atrasado'))).toMatch(
    /WARN {2}placar atrasado matchId=42 note="dois jogos"\n$/,
  );
});

test("json stays pino's own line; silent logs nothing; a line that is not JSON passes through", () => {
  expect(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' })).toEqual({ level: 'info' });
  expect(loggerOptions({ LOG_LEVEL: 'silent', LOG_FORMAT: 'pretty' })).toBe(false);
  expect(formatLogLine('não é json\n')).toBe('não é json');
});
