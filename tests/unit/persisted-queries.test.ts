// What the device keeps of the Query cache (lib/query-client.ts): public data only, each root a real
// feature's key factory, never the account, the admin or the notification settings.
import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { PERSISTED_QUERY_ROOTS, shouldPersistQuery } from '@app/lib/query-client';
import { PAYMENTS_KEY } from '@app/lib/query-keys';
import {
  h2hKeys,
  leagueKeys,
  matchKeys,
  playerKeys,
  statsKeys,
  teamKeys,
  teamSearchKeys,
} from '@app/features/football/api';
import { searchKeys } from '@app/features/search/api';
import { newsKeys } from '@app/features/news/api';
import { updatesKeys } from '@app/features/updates/api';
import { bonusKeys } from '@app/features/bonus/api';
import { predictionKeys } from '@app/features/predictions/api';
import { authKeys } from '@app/features/auth/api';
import { billingKeys } from '@app/features/billing/api';
import { notificationKeys } from '@app/features/notifications/api';
import { adminKeys } from '@app/features/admin/api';

/** Roots of public data, from the features' factories. */
const PUBLIC_ROOTS = [
  matchKeys.all,
  leagueKeys.all,
  teamKeys.all,
  playerKeys.all,
  h2hKeys.all,
  teamSearchKeys.all,
  statsKeys.all,
  searchKeys.all,
  newsKeys.all,
  updatesKeys.all,
  bonusKeys.all,
  predictionKeys.all,
  billingKeys.plans,
].map((key) => key[0]);

/** Roots of what belongs to one user (or to the admin): never on the device. */
const PRIVATE_ROOTS = [
  authKeys.user,
  authKeys.subscription,
  authKeys.adminCheck,
  PAYMENTS_KEY,
  billingKeys.all,
  notificationKeys.all,
  adminKeys.all,
].map((key) => key[0]);

const succeeded = (queryKey: readonly unknown[]) =>
  ({ queryKey, state: { status: 'success' } }) as unknown as Pick<Query, 'state' | 'queryKey'>;

describe('persisted query roots', () => {
  it('lists only roots that a feature factory defines, each once', () => {
    for (const root of PERSISTED_QUERY_ROOTS) expect(PUBLIC_ROOTS, `root "${root}"`).toContain(root);
    expect(new Set(PERSISTED_QUERY_ROOTS).size).toBe(PERSISTED_QUERY_ROOTS.length);
  });

  it('keeps every public root, so pages seen before still open offline', () => {
    expect([...PERSISTED_QUERY_ROOTS].sort()).toEqual([...new Set(PUBLIC_ROOTS)].sort());
  });

  it('never lists a private or user-specific root', () => {
    for (const root of PRIVATE_ROOTS) expect(PERSISTED_QUERY_ROOTS, `root "${root}"`).not.toContain(root);
  });

  it('persists public answers and drops the account, billing, admin and notification ones', () => {
    expect(shouldPersistQuery(succeeded(matchKeys.detail('42')))).toBe(true);
    expect(shouldPersistQuery(succeeded(predictionKeys.match(42)))).toBe(true);
    expect(shouldPersistQuery(succeeded(billingKeys.plans))).toBe(true);
    for (const key of [
      authKeys.user,
      authKeys.adminCheck,
      billingKeys.payment(7),
      billingKeys.entitlements,
      notificationKeys.follows,
      notificationKeys.preferences,
      adminKeys.dashboard(),
    ])
      expect(shouldPersistQuery(succeeded(key)), JSON.stringify(key)).toBe(false);
  });

  it('never persists a failed answer', () => {
    const failed = { queryKey: newsKeys.article('x'), state: { status: 'error' } } as unknown as Pick<
      Query,
      'state' | 'queryKey'
    >;
    expect(shouldPersistQuery(failed)).toBe(false);
  });
});
