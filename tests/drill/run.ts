// `npm run drill`: scripted fault drills against 2 real server processes (dist/server/main.js) on
// PostgreSQL + Redis, with a fast replay (LIVE_SPEED). Each drill prints what it did and what it
// checked, and the run ends with a summary; the exit code is 1 if any check failed. The drills: kill -9
// of the leader mid-match, PostgreSQL connections terminated, Redis cut and back, a client offline for
// ten game minutes, a payment webhook delivered twice while one process restarts.
//
//   DRILL_DATABASE_URL (default TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test): a fresh
//   database is created beside it and dropped at the end.  DRILL_REDIS_URL (default TEST_REDIS_URL,
//   else redis://127.0.0.1:6379): reached through a TCP relay of the drill's own, so "Redis
//   unreachable" cuts only these processes off (a shared Redis is never stopped).
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase } from '@server/db/client';
import { LIVE_EVENTS, saoPauloDate, type LiveMatchUpdate, type MatchesSync } from '@shared/live-rules';
import type { Match } from '@shared/football';
import { createPostgresDatabase } from '../support/database';
import { insertLiveFixtures } from '../support/live-fixtures';
import { TestClient } from '../support/http-client';
import { postWebhook, signedWebhook } from '../support/billing';
import { health, serverNodes, sleep, startNode, stopNode, type ServerNode } from '../support/server-nodes';
import { poll } from '../support/wait';
// @ts-expect-error a plain .mjs helper of the build scripts
import { ensureClientBuilt, ensureServerBuilt } from '../../scripts/build-if-stale.mjs';

const baseUrl =
  process.env.DRILL_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisTarget = new URL(process.env.DRILL_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const SPEED = 120; // game minutes per real minute: a game minute every half second
const PORT = 3800 + Math.floor(Math.random() * 100) * 3;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');

const results: Array<{ drill: string; check: string; ok: boolean }> = [];
const say = (line: string) => console.log(line);
function check(drill: string, what: string, ok: boolean, detail = '') {
  results.push({ drill, check: what, ok });
  say(`   ${ok ? '✔' : '✘'} ${what}${detail ? ` — ${detail}` : ''}`);
}
// --- a Redis relay the drill can cut ---------------------------------------------------------------
function redisRelay() {
  let server: net.Server | null = null;
  const open = new Set<net.Socket>();
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(redisTarget.port || 6379), redisTarget.hostname);
        open.add(client).add(upstream);
        const close = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', close).on('close', close);
        upstream.on('error', close).on('close', close);
        client.pipe(upstream).pipe(client);
      });
      server.listen(PORT + 90, '127.0.0.1', () => resolve());
    });
  return {
    url: `redis://127.0.0.1:${PORT + 90}`,
    listen,
    cut: async () => {
      const closing = server;
      server = null;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
}

/** A live client: every state of the watched match it was sent (updates and syncs). */
function watcher(node: ServerNode, matchId: number) {
  const socket: Socket = connect(node.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  const updates: string[] = [];
  let latest: Match | undefined;
  let syncs = 0;
  let initial: string | undefined;
  const seen = (match: Match | undefined, from: 'update' | 'sync') => {
    if (!match) return;
    latest = match;
    initial ??= `${match.homeScore}-${match.awayScore}`;
    if (from === 'update') updates.push(`${match.status} ${match.minute} ${match.homeScore}-${match.awayScore}`);
  };
  socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => {
    const list = update.type === 'single_match' ? [update.match] : update.matches;
    seen(
      list.find((match) => match.id === matchId),
      'update',
    );
  });
  socket.on(LIVE_EVENTS.matchesSync, (sync: MatchesSync) => {
    syncs += 1;
    seen(
      sync.matches.find((match) => match.id === matchId),
      'sync',
    );
  });
  return {
    socket,
    updates,
    latest: () => latest,
    syncs: () => syncs,
    /** Score changes in the updates, in order (a goal announced twice shows as a repeated score). */
    goals: () => {
      const scores: string[] = initial ? [initial] : [];
      for (const state of updates) {
        const score = state.split(' ')[2];
        if (scores.at(-1) !== score) scores.push(score);
      }
      return scores.slice(1).filter((score) => score !== '0-0' && score !== 'null-null');
    },
  };
}

async function main() {
  ensureServerBuilt();
  ensureClientBuilt();
  const fresh = await createPostgresDatabase(baseUrl, 'futdados_drill');
  const databaseUrl = fresh.url;
  const name = new URL(databaseUrl).pathname.slice(1);
  // A connection of its own to cut the app's connections (drill 2).
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const relay = redisRelay();
  await relay.listen();
  const nodes = serverNodes(2, PORT);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: relay.url,
    // Keys of their own: a test run or another drill on the same Redis never meets this one's.
    REDIS_PREFIX: `drill-${process.pid}:`,
    LIVE_SPEED: String(SPEED),
    LIVE_TICK_MS: '200',
    LIVE_LEADER_RETRY_MS: '1000',
    FOOTBALL_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'futdados-drill-data-')),
    CLIENT_DIR: 'dist/client',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    TRUST_PROXY: '1',
    EMAIL_VERIFICATION: 'off',
    PREDICTIONS_REFRESH_MS: '0',
    BILLING_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };

  try {
    say(`FutDados fault drills — 2 processes on PostgreSQL (${name}) + Redis (through a relay), LIVE_SPEED=${SPEED}\n`);
    // The schema first; once both processes run, a match with four goals (12', 40', 63', 88').
    const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
    await database.migrate();
    await startNode(nodes[0], env);
    await startNode(nodes[1], env);
    // The engines re-read the day's fixtures every minute: a match kicking off in 65 s is seen in time.
    const kickoff = Date.now() + 65_000;
    // A second match, for drill 4, kicks off 100 s after the first (the server's team directory is
    // read once, so both are inserted before the first request).
    const [match, second] = await insertLiveFixtures(database.db, [
      {
        home: 'Flamengo',
        away: 'Palmeiras',
        kickoffAt: new Date(kickoff),
        ht: [1, 1],
        ft: [3, 1],
        goals: [
          { side: 'home', player: 'Pedro', minute: 12 },
          { side: 'away', player: 'Raphael Veiga', minute: 40 },
          { side: 'home', player: 'Arrascaeta', minute: 63 },
          { side: 'home', player: 'Bruno Henrique', minute: 88 },
        ],
      },
      { home: 'Palmeiras', away: 'Flamengo', kickoffAt: new Date(kickoff + 100_000), ht: [0, 1], ft: [2, 1] },
    ]);
    await database.close();
    say(
      `Started: ${nodes.map((node) => `${node.name} on :${node.port}`).join(', ')}; match ${match} kicks off in 65 s.`,
    );

    // --- 1. kill -9 the leader mid-match ---------------------------------------------------------
    {
      const drill = '1. kill -9 do líder no meio da partida';
      say(`\n${drill}`);
      const roles = await Promise.all(nodes.map(health));
      const leader = nodes[roles.findIndex((role) => role.live === 'leader')];
      const standby = nodes.find((node) => node !== leader)!;
      check(
        drill,
        'one leader, one standby',
        roles
          .map((role) => role.live)
          .sort()
          .join() === 'leader,standby',
        roles.map((r) => r.live).join(', '),
      );
      const onLeader = watcher(leader, match);
      const onStandby = watcher(standby, match);
      await poll(() => onLeader.goals().length >= 1 && onStandby.goals().length >= 1, 150_000, 100);
      say(
        `   first goal seen on both (${onLeader.goals().join(', ')}); kill -9 ${leader.name} (pid ${leader.child?.pid})`,
      );
      const killedAt = Date.now();
      await stopNode(leader, 'SIGKILL');
      const tookOver = await poll(async () => (await health(standby)).live === 'leader', 15_000, 100);
      const takeoverMs = Date.now() - killedAt;
      check(drill, 'the standby takes over within 10 s', !!tookOver && takeoverMs <= 10_000, `${takeoverMs} ms`);
      // The killed process's client reconnects, as a real one does, to the surviving process.
      const reconnected = watcher(standby, match);
      const finished = await poll(() => (onStandby.latest()?.status === 3 ? true : undefined), 120_000, 100);
      check(
        drill,
        'the match is played to the end by the new leader',
        !!finished,
        `${onStandby.latest()?.homeScore}-${onStandby.latest()?.awayScore}`,
      );
      check(
        drill,
        'the client on the survivor saw every goal once',
        onStandby.goals().join() === '1-0,1-1,2-1,3-1',
        onStandby.goals().join(' → '),
      );
      check(
        drill,
        'no update was sent twice',
        new Set(onStandby.updates).size === onStandby.updates.length,
        `${onStandby.updates.length} updates`,
      );
      const leaderSeen = onLeader.goals();
      const rest = reconnected.goals();
      check(
        drill,
        "the killed process's client: goals before the kill, then one sync and the rest once",
        [...leaderSeen, ...rest].filter((s, i, all) => all.indexOf(s) === i).length ===
          leaderSeen.length + rest.length && reconnected.latest()?.homeScore === 3,
        `before: ${leaderSeen.join(' → ')}; after reconnecting: sync at ${reconnected.syncs() ? 'connect' : '?'}, ${rest.join(' → ') || 'no further goal'}, final ${reconnected.latest()?.homeScore}-${reconnected.latest()?.awayScore}`,
      );
      const check2 = new pg.Client({ connectionString: databaseUrl });
      await check2.connect();
      const goals = await check2.query('select seq, player from live_goals where match_id = $1 order by seq', [match]);
      await check2.end();
      check(
        drill,
        'live_goals holds 4 goals, seq 0..3, none twice',
        goals.rows.map((row) => row.seq).join() === '0,1,2,3',
        goals.rows.map((row) => row.player).join(', '),
      );
      for (const each of [onLeader, onStandby, reconnected]) each.socket.close();
      await startNode(leader, env);
      say(`   ${leader.name} restarted: ${(await health(leader)).live}`);
    }

    // --- 2. PostgreSQL connections terminated ----------------------------------------------------
    {
      const drill = '2. conexões do PostgreSQL derrubadas (pg_terminate_backend)';
      say(`\n${drill}`);
      const day = saoPauloDate(Date.now());
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      say(`   terminated ${killed.rowCount} server connections of the app's database`);
      const during: number[] = [];
      for (let i = 0; i < 20; i++)
        for (const node of nodes) during.push((await fetch(`${node.url}/api/soccer/matches?date=${day}`)).status);
      const recovered = await poll(
        async () => (await Promise.all(nodes.map(health))).every((h) => h.status === 200),
        30_000,
        100,
      );
      check(drill, 'both processes answer health 200 again', !!recovered);
      const after: number[] = [];
      const paths = [`/api/soccer/matches?date=${day}`, '/api/health', `/api/search/matches?q=fla`, '/api/leagues'];
      for (let i = 0; i < 50; i++)
        for (const node of nodes) for (const p of paths) after.push((await fetch(node.url + p)).status);
      const errors = after.filter((status) => status >= 500).length;
      check(
        drill,
        'no 5xx after recovery',
        errors === 0,
        `${after.length} requests, ${errors} 5xx (right after the cut: ${during.filter((s) => s >= 500).length} of ${during.length})`,
      );
      const roles = await poll(
        async () => {
          const list = (await Promise.all(nodes.map(health))).map((h) => h.live);
          return list.sort().join() === 'leader,standby' ? list : undefined;
        },
        15_000,
        100,
      );
      check(drill, 'one leader again (its lock connection was cut too)', !!roles, roles?.join(', '));
    }

    // --- 3. Redis unreachable and back -----------------------------------------------------------
    {
      const drill = '3. Redis inacessível e de volta';
      say(`\n${drill}`);
      const marks = nodes.map((node) => node.log.length);
      await relay.cut();
      say('   Redis relay closed: every connection of both processes to Redis is cut, new ones refused');
      await sleep(2000);
      const statuses: number[] = [];
      const day = saoPauloDate(Date.now());
      for (let i = 0; i < 20; i++)
        for (const node of nodes) statuses.push((await fetch(`${node.url}/api/soccer/matches?date=${day}`)).status);
      check(
        drill,
        'HTTP keeps answering',
        statuses.every((s) => s === 200),
        `${statuses.length} requests: ${[...new Set(statuses)].join(', ')}`,
      );
      const login = await fetch(`${nodes[0].url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: nodes[0].url, 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify({ email: 'ninguem@exemplo.test', password: 'errada123' }),
      });
      check(
        drill,
        'a login is answered (throttle falls back to memory)',
        login.status === 401,
        `status ${login.status}`,
      );
      const own = watcher(nodes[1], match);
      const synced = await poll(() => own.syncs() > 0, 10_000, 100);
      check(drill, 'a socket on a process gets its sync', !!synced);
      own.socket.close();
      const degraded = nodes.map((node, index) => node.log.slice(marks[index]).filter((line) => /Redis/.test(line)));
      check(
        drill,
        'both processes log the degradation',
        degraded.every((lines) => lines.length > 0),
        degraded.map((lines) => JSON.parse(lines[0] ?? '{"msg":"—"}').msg).join(' | '),
      );
      const backMarks = nodes.map((node) => node.log.length);
      await relay.listen();
      say('   Redis relay open again');
      const back = await poll(
        () =>
          nodes.every((node, index) => node.log.slice(backMarks[index]).some((line) => /Redis de volta/.test(line))) ||
          undefined,
        20_000,
        100,
      );
      check(drill, 'both processes log the recovery', !!back);
      // Shared again: a login failure counted on one process is seen by the other.
      const probe = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const tries: number[] = [];
      for (let i = 0; i < 7; i++) {
        const node = nodes[i % 2];
        tries.push(
          (
            await fetch(`${node.url}/api/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: node.url, 'x-forwarded-for': probe },
              body: JSON.stringify({ email: `drill${probe}@exemplo.test`, password: 'errada123' }),
            })
          ).status,
        );
      }
      check(
        drill,
        'login failures are shared again (5 free tries over both, then 429)',
        tries.slice(5).every((s) => s === 429),
        tries.join(' '),
      );
    }

    // --- 4. a client offline, then one sync --------------------------------------------------------
    {
      const drill = '4. cliente offline, depois uma sincronização';
      say(`\n${drill}`);
      // The engines re-read the day's fixtures at most a minute later; then the client goes offline.
      const online = watcher(nodes[0], second);
      await poll(
        () => online.latest()?.status === 1 || online.latest()?.status === 2 || online.latest()?.status === 12,
        180_000,
        100,
      );
      const before = online.latest();
      online.socket.close();
      const offlineMs = (10 * 60_000) / SPEED; // ten game minutes
      say(
        `   client offline at ${before?.minute}' ${before?.homeScore}-${before?.awayScore}, for 10 game minutes (${offlineMs / 1000} s at LIVE_SPEED=${SPEED})`,
      );
      await sleep(offlineMs);
      const back = watcher(nodes[1], second);
      await poll(() => back.syncs() > 0, 10_000, 100);
      const synced = back.latest();
      const truth = (
        (await (
          await fetch(`${nodes[1].url}/api/soccer/matches?date=${saoPauloDate(Date.now())}`)
        ).json()) as MatchesSync
      ).matches.find((each) => each.id === second);
      check(
        drill,
        'one sync brings it to the state the server has',
        back.syncs() === 1 &&
          synced?.homeScore === truth?.homeScore &&
          synced?.awayScore === truth?.awayScore &&
          synced?.status === truth?.status,
        `sync ${synced?.minute}' ${synced?.homeScore}-${synced?.awayScore} status ${synced?.status}; server ${truth?.minute}' ${truth?.homeScore}-${truth?.awayScore} status ${truth?.status}`,
      );
      back.socket.close();
    }

    // --- 5. a duplicated payment webhook during a restart ----------------------------------------
    {
      const drill = '5. webhook de pagamento duplicado durante um reinício';
      say(`\n${drill}`);
      // A fan pays by card; the provider's answer is still pending when the payment is approved on
      // its side, and its notification then arrives twice: at a process being restarted and, at the
      // same moment, at the other one; the provider retries it once more after the restart.
      const fan = new TestClient(nodes[0].url, { ip: '10.7.7.7' });
      const username = `drill${randomBytes(3).toString('hex')}`;
      const registered = await fan.post('/api/register', {
        username,
        email: `${username}@exemplo.test`,
        password: 'segredo123',
      });
      const checkout = await fan.post('/api/billing/checkout', { planId: 'pro-monthly', method: 'card' });
      const paymentId = checkout.body.paymentId as number;
      await fetch(nodes[0].url + checkout.body.redirectUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: nodes[0].url },
        body: new URLSearchParams({ outcome: 'pending' }).toString(),
      });
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const charge = String(
        (await db.query('select provider_payment_id from payments where id = $1', [paymentId])).rows[0]
          ?.provider_payment_id,
      );
      await db.query(`update sandbox_charges set status = 'approved' where id = $1`, [Number(charge)]);
      say(
        `   user ${registered.body.id} paid (payment ${paymentId}, charge ${charge}); the provider approves it and notifies twice`,
      );
      const hook = signedWebhook({ provider: 'sandbox', dataId: charge, secret: WEBHOOK_SECRET, now: new Date() });
      const [atRestarting, atOther] = await Promise.all([
        postWebhook(nodes[0].url, hook).catch((error: Error) => ({ status: 0, body: { outcome: error.message } })),
        postWebhook(nodes[1].url, hook),
        sleep(5).then(() => stopNode(nodes[0], 'SIGTERM')),
      ]);
      say(
        `   at ${nodes[0].name} (SIGTERM at the same moment): ${atRestarting.status} ${atRestarting.body.outcome ?? ''}; at ${nodes[1].name}: ${atOther.status} ${atOther.body.outcome ?? ''}`,
      );
      await startNode(nodes[0], env);
      const retry = await postWebhook(
        nodes[0].url,
        signedWebhook({ provider: 'sandbox', dataId: charge, secret: WEBHOOK_SECRET, now: new Date() }),
      );
      say(`   ${nodes[0].name} restarted; the provider's retry there: ${retry.status} ${retry.body.outcome ?? ''}`);
      const approvals = await db.query(
        `select count(*)::int as n from payment_events where payment_id = $1 and to_status = 'approved'`,
        [paymentId],
      );
      const subscription = await db.query(
        `select status, current_period_start, current_period_end from subscriptions where user_id = $1`,
        [registered.body.id],
      );
      await db.end();
      check(drill, 'the payment is approved once', approvals.rows[0]?.n === 1, `${approvals.rows[0]?.n} approval(s)`);
      const row = subscription.rows[0];
      const months = row
        ? (new Date(row.current_period_end).getTime() - new Date(row.current_period_start).getTime()) / 86_400_000
        : NaN;
      check(
        drill,
        'one activation: the subscription is active for one period',
        subscription.rowCount === 1 && row?.status === 'active' && months >= 28 && months <= 31,
        row ? `${row.status}, ${months.toFixed(0)} days` : 'no subscription',
      );
      const onOther = new TestClient(nodes[1].url, { ip: '10.7.7.7' });
      onOther.cookie = fan.cookie;
      const current = await onOther.get('/api/subscription/current');
      check(
        drill,
        'the fan sees Pro on either process',
        current.body.status === 'active' && current.body.entitlements?.plan === 'pro',
        `${current.body.plan} ${current.body.status}`,
      );
    }
  } finally {
    for (const node of nodes) await stopNode(node, 'SIGTERM').catch(() => undefined);
    await relay.cut();
    await admin.end();
    await fresh.drop().catch(() => undefined);
  }

  const failed = results.filter((result) => !result.ok);
  say(
    `\n${results.length - failed.length}/${results.length} checks passed${failed.length ? `; failed: ${failed.map((f) => f.check).join('; ')}` : ''}`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
