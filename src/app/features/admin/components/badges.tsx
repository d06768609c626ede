// The admin's coloured badges: a tone with a word, and a payment's or subscription's status.
import type { ReactNode } from 'react';
import { PAYMENT_STATUS, SUBSCRIPTION_STATUS, type Tone } from '@shared/billing-labels';
import { Badge as ToneBadge } from '@app/components/ui/badge';

/** In the admin's tables and cards a badge never wraps. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <ToneBadge tone={tone} className="whitespace-nowrap">
      {children}
    </ToneBadge>
  );
}

export function StatusBadge({ kind, status }: { kind: 'payment' | 'subscription'; status: string }) {
  const labels: Record<string, { label: string; tone: Tone }> =
    kind === 'payment' ? PAYMENT_STATUS : SUBSCRIPTION_STATUS;
  const entry = labels[status] ?? {
    label: status,
    tone: 'muted' as Tone,
  };
  return <Badge tone={entry.tone}>{entry.label}</Badge>;
}
