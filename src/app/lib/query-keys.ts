// Query keys several features share (the account, its subscription and payments: spec §4).
export const USER_KEY = ['user'] as const;
export const SUBSCRIPTION_KEY = ['subscription', 'current'] as const;
export const PAYMENTS_KEY = ['subscription', 'payments'] as const;
/** Root of the other account-specific billing queries (one payment, entitlements). */
export const BILLING_KEY = ['billing'] as const;
