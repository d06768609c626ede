import { LOCALE, TIME_ZONE } from '@shared/constants';
import { lazy } from '@shared/lazy';

const until = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** '2026-11-30T02:59:00Z' → 'Válida até 29/11/2026, 23:59' (São Paulo time). */
export const validUntil = (iso: string) => `Válida até ${until().format(new Date(iso))}`;
