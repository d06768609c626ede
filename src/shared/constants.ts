// Business constants of spec §9, defined once for app, service worker and server.

export const PRODUCT_NAME_DEFAULT = 'FutDados';
export const SEO_TITLE_SUFFIX = 'Estatísticas de Futebol';

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH_PX = 280;
export const AVATAR_INITIALS_LENGTH = 2;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export const QUERY = {
  default: { staleTime: 30_000, gcTime: 120_000, retry: 1, refetchOnWindowFocus: false, refetchOnMount: 'always' },
  matchesList: { staleTime: 0, gcTime: 300_000, retry: 2 },
  liveMatches: { staleTime: 0, gcTime: 120_000, retry: 3 },
  persistMaxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export const SOCKET = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  timeoutMs: 20_000,
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 30_000,
  /** The generic (signed-in user's) socket backs off from 1 s up to 5 s (spec §9). */
  genericReconnectionDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  fallbackPollingMs: 15_000,
} as const;

export const SYNC = {
  throttleMs: 1000,
  releaseTimeoutMs: 8000,
  hiddenResyncThresholdMs: 5000,
  visibilityHelperDefaultThresholdMs: 30_000,
  visibilityHelperDelayMs: 1000,
  backgroundSyncTimeoutMs: 30_000,
  backgroundSyncTag: 'live-matches-sync',
} as const;

export const SEARCH = {
  minChars: 2,
  debounceMs: 300,
  limit: 10,
  maxLimit: 50,
  seeAllPluralThreshold: 5,
  /** Teams and leagues offered above the matches (dialog and /search). */
  teamLimit: 5,
  leagueLimit: 3,
} as const;

export const NOTIFICATIONS = {
  refreshMs: 30_000,
} as const;

export const LAZY = {
  teamBadges: { threshold: 0 },
  upcomingMatches: { threshold: 0 },
  bonus: { threshold: 0.05, rootMargin: '200px' },
  leagues: { threshold: 0.05, rootMargin: '100px' },
  news: { threshold: 0.1, rootMargin: '50px' },
  mediumPriorityDelayMs: 300,
  lowPriorityDelayMs: 600,
  lowPriorityExtraMs: 500,
  imagePriorityDelayMs: 100,
} as const;

export const SW_MESSAGES = {
  liveMatchesSync: 'LIVE_MATCHES_SYNC',
  triggerBackgroundSync: 'TRIGGER_BACKGROUND_SYNC',
  backgroundSyncCompleted: 'BACKGROUND_SYNC_COMPLETED',
  backgroundSyncFailed: 'BACKGROUND_SYNC_FAILED',
  /** worker → page: a notification was clicked; the page navigates in-app to `url`. */
  notificationClick: 'NOTIFICATION_CLICK',
  /** worker → pages: notification actions queued offline were replayed; the page reloads them from the server. */
  offlineActionsReplayed: 'OFFLINE_ACTIONS_REPLAYED',
  /** page → worker (logout): forget the actions queued offline; the worker answers on the message's port. */
  clearOfflineActions: 'CLEAR_OFFLINE_ACTIONS',
} as const;

/**
 * Header naming the account an action was taken by (notification actions and follows, which the
 * service worker may queue offline and replay later): a replay while another account is signed in
 * is dropped by the worker, and refused by the server (409) if it gets there.
 */
export const ACTION_USER_HEADER = 'x-futdados-user';

/** The service worker's queue of notification actions taken offline (workbox-background-sync). */
export const NOTIFICATION_ACTIONS_QUEUE = 'notification-actions';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';
