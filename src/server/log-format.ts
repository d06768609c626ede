// How the server logs: one JSON object per line for log collectors (LOG_FORMAT=json), or one
// readable line per event on a developer's machine (LOG_FORMAT=pretty, the default on localhost).
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Pino's own fields, and the ones the line shows in its own way. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const field = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return typeof value === 'string' && /[\s"]/.test(text) ? JSON.stringify(text) : text;
};

/**
 * `12:00:01 INFO  req-1 GET /api/matches 200 3 ms request completed key=value …` from one pino JSON
 * line. `requests` remembers each open request's method and path, so its answer's line names them too.
 */
export function formatLogLine(line: string, requests = new Map<string, string>()): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.trimEnd();
  }
  const parts = [
    new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8),
    (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5),
  ];
  if (entry.reqId) parts.push(String(entry.reqId));
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const reqId = String(entry.reqId ?? '');
  if (req?.method) {
    parts.push(`${req.method} ${req.url}`);
    // Only the "incoming request" line (no answer yet): its answer's line is logged too, and removes it.
    if (reqId && !res && requests.size < 10_000) requests.set(reqId, `${req.method} ${req.url}`);
  } else if (res && requests.has(reqId)) {
    parts.push(requests.get(reqId)!);
  }
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') {
    parts.push(`${entry.responseTime.toFixed(0)} ms`);
    requests.delete(reqId); // the answer's line: the request is over
  }
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN_APART.has(key) && value !== undefined) parts.push(`${key}=${field(value)}`);
  }
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err) {
    // The error and where it was thrown; the whole stack stays in the JSON format.
    const at = err.stack?.split('\n').find((frame) => frame.trim().startsWith('at '));
    parts.push(`err=${field(`${err.type ?? 'Error'}: ${err.message ?? ''}`)}${at ? ` (${at.trim()})` : ''}`);
  }
  return parts.join(' ');
}

/** Fastify's `logger` option for these settings. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  output: { write(text: string): unknown } = process.stdout,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  if (config.LOG_FORMAT === 'json') return { level: config.LOG_LEVEL };
  const requests = new Map<string, string>();
  return {
    level: config.LOG_LEVEL,
    stream: { write: (line: string) => output.write(`${formatLogLine(line, requests)}\n`) },
  };
}
