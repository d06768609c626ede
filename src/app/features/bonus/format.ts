import { formatDateTimeBr } from '@shared/billing-rules';

/** '2026-11-30T02:59:00Z' → 'Válida até 29/11/2026, 23:59' (São Paulo time). */
export const validUntil = (iso: string) => `Válida até ${formatDateTimeBr(iso)}`;
