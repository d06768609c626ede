// The subscription state machine and what a plan unlocks, as plain functions of (state, now):
//
//   pending ──paid──▶ active ──period end──▶ past_due ──grace end──▶ expired
//                       │  ▲                    │
//                       │  └──renewal paid──────┘
//                       └──cancel requested: at the period end──▶ canceled
//
// N days (BILLING_RENEWAL_DAYS) before the period ends a renewal PIX is created; paying it extends
// the period from the old end. The scheduler applies dueTransition(); entitlements never wait for
// it (isPro() reads the clock itself), so a late scheduler cannot give away days.
import { FREE_MAX_FOLLOWED_TEAMS, type PlanInterval } from '@shared/billing-rules';
import type { Entitlements } from '@shared/billing';

export type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'expired' | 'canceled';

export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface BillingPolicy {
  /** Days before the period end at which the renewal PIX is created. */
  renewalDays: number;
  /** Days after the period end during which an unpaid subscription stays usable (past_due). */
  graceDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One calendar month or year later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function graceEnd(periodEnd: Date, policy: BillingPolicy): Date {
  return new Date(periodEnd.getTime() + policy.graceDays * DAY_MS);
}

export function renewalWindowStart(periodEnd: Date, policy: BillingPolicy): Date {
  return new Date(periodEnd.getTime() - policy.renewalDays * DAY_MS);
}

/** Does the subscription still give its plan's benefits at `now`? */
export function isUsable(state: SubscriptionState, now: Date, policy: BillingPolicy): boolean {
  if (!state.currentPeriodEnd) return false;
  if (state.status === 'active') {
    const until = state.cancelAtPeriodEnd ? state.currentPeriodEnd : graceEnd(state.currentPeriodEnd, policy);
    return now < until;
  }
  if (state.status === 'past_due') return now < graceEnd(state.currentPeriodEnd, policy);
  return false;
}

/**
 * The period an approved payment buys. A subscription still running (or in its grace days) is
 * extended from its current end, so paying early or late never loses nor gains a day; otherwise the
 * period starts now.
 */
export function periodAfterPayment(
  state: SubscriptionState | null,
  interval: PlanInterval,
  now: Date,
  policy: BillingPolicy,
): { start: Date; end: Date } {
  if (
    state?.currentPeriodEnd &&
    (state.status === 'active' || state.status === 'past_due') &&
    now < graceEnd(state.currentPeriodEnd, policy)
  ) {
    return { start: state.currentPeriodEnd, end: addInterval(state.currentPeriodEnd, interval) };
  }
  return { start: now, end: addInterval(now, interval) };
}

export type DueTransition =
  | { action: 'to_past_due' }
  | { action: 'to_canceled' }
  | { action: 'to_expired' }
  | { action: 'create_renewal'; renewalFor: Date };

/**
 * What the scheduler must do for this subscription at `now` (null: nothing). `hasRenewal` tells
 * whether a renewal payment already exists for the current period (one per period; a new code
 * after it expires is asked for by the user).
 */
export function dueTransition(
  state: SubscriptionState,
  now: Date,
  policy: BillingPolicy,
  hasRenewal: boolean,
): DueTransition | null {
  const end = state.currentPeriodEnd;
  if (!end) return null;
  if (state.status === 'active' && now >= end) {
    return { action: state.cancelAtPeriodEnd ? 'to_canceled' : 'to_past_due' };
  }
  if (state.status === 'past_due' && now >= graceEnd(end, policy)) return { action: 'to_expired' };
  if (
    (state.status === 'active' || state.status === 'past_due') &&
    !state.cancelAtPeriodEnd &&
    !hasRenewal &&
    now >= renewalWindowStart(end, policy)
  ) {
    return { action: 'create_renewal', renewalFor: end };
  }
  return null;
}

/** The state right after a status transition (the period is kept: history shows what lapsed). */
export function applyTransition(state: SubscriptionState, transition: DueTransition): SubscriptionState {
  switch (transition.action) {
    case 'to_past_due':
      return { ...state, status: 'past_due' };
    case 'to_canceled':
      return { ...state, status: 'canceled' };
    case 'to_expired':
      return { ...state, status: 'expired' };
    case 'create_renewal':
      return state;
  }
}

/** What a plan row unlocks: the plans table's entitlement columns (admins edit them). */
export interface PlanEntitlements {
  tier: string;
  fullPredictions: boolean;
  /** null = no limit. */
  maxFollowedTeams: number | null;
}

/** The Entitlements contract of a plan row ("plan" is its tier: free or pro). */
export function planEntitlements(plan: PlanEntitlements): Entitlements {
  return {
    plan: plan.tier === 'pro' ? 'pro' : 'free',
    fullPredictions: plan.fullPredictions,
    maxFollowedTeams: plan.maxFollowedTeams,
  };
}

/** Admins see everything (staff check what subscribers see), whatever the plans say. */
export const ADMIN_ENTITLEMENTS: Entitlements = {
  plan: 'pro',
  fullPredictions: true,
  maxFollowedTeams: null,
};

/** Only if the free plan row were missing: what it was created with (migration 0017). */
export const FREE_FALLBACK_ENTITLEMENTS: Entitlements = {
  plan: 'free',
  fullPredictions: false,
  maxFollowedTeams: FREE_MAX_FOLLOWED_TEAMS,
};

/**
 * What a user can use now: their plan's entitlements while the subscription is usable, else the
 * free plan row's.
 */
export function entitlementsOf(
  subscription: (SubscriptionState & { plan: PlanEntitlements }) | null,
  freePlan: PlanEntitlements | null | undefined,
  now: Date,
  policy: BillingPolicy,
): Entitlements {
  if (subscription && isUsable(subscription, now, policy)) return planEntitlements(subscription.plan);
  return freePlan ? planEntitlements(freePlan) : FREE_FALLBACK_ENTITLEMENTS;
}
