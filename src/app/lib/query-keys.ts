// Query keys several features share (the account, its subscription and payments: spec §4).
export const USER_KEY = ['user'] as const;
export const SUBSCRIPTION_KEY = ['subscription', 'current'] as const;
export const PAYMENTS_KEY = ['subscription', 'payments'] as const;
