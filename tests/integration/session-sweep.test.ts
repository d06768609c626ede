// Signed-in sockets' sessions are looked up again by one sweep per process, all in one query: N
// sockets cost one query per sweep, not N (each socket used to keep its own timer and query). Real
// server, sockets and database; the queries are counted at the database driver.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { hashToken } from '@server/modules/auth/tokens';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser } from '../support/http-client';
import { databaseKinds } from '../support/database';
import { until } from '../support/wait';
import { openUserSocket } from '../support/user-socket';

const SOCKETS = 4;
const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

interface SeenQuery {
  text: string;
  params: unknown[];
}

/** Records every statement the app sends to its database from now on (both drivers answer `query`). */
function recordQueries(server: TestApp): { seen: SeenQuery[]; stop(): void } {
  const client = server.db.database.db.$client as unknown as {
    query: (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  };
  const original = client.query;
  const seen: SeenQuery[] = [];
  client.query = function (this: unknown, query, params, ...rest) {
    seen.push({ text: typeof query === 'string' ? query : query.text, params: params ?? [] });
    return original.call(this, query, params, ...rest);
  };
  return { seen, stop: () => void (client.query = original) };
}

describe.each(databaseKinds())('the session sweep on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      kind,
      env: { EMAIL_VERIFICATION: 'off', LIVE_PROVIDER: 'off' },
      socketRecheckMs: 100,
    });
    await server.listen();
  }, 120_000);
  afterAll(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await server?.close();
  });

  test(`${SOCKETS} signed-in sockets cost one sessions query per sweep, not ${SOCKETS}`, async () => {
    const sessionIds: string[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const { browser, id } = await registerUser(server.url);
      const { socket, joined } = await openUserSocket(server.url, browser.cookie, id);
      opened.push(socket);
      expect(joined).toBe(true);
      sessionIds.push(hashToken(browser.cookie!));
    }
    // From here nothing but the sweep reads sessions: no request is made.
    const recorder = recordQueries(server);
    try {
      const sessionQueries = () => recorder.seen.filter((q) => /"sessions"/.test(q.text));
      await until(() => (sessionQueries().length >= 3 ? true : undefined), 'three sweeps', 10_000);
      for (const query of sessionQueries()) {
        // Each sweep asks for every watched session at once.
        expect(query.params).toEqual(expect.arrayContaining(sessionIds));
      }
      expect(opened.every((socket) => socket.connected)).toBe(true);
    } finally {
      recorder.stop();
    }
  });
});
