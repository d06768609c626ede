// The admin's coloured badges: a tone with a word, and a payment's or subscription's status.
import type { ReactNode } from 'react';
import { PAYMENT_STATUS, SUBSCRIPTION_STATUS, type Tone } from '@shared/billing-labels';
import { cn } from '@app/components/ui/cn';

const TONES: Record<Tone, string> = {
  accent: 'border-accent/40 bg-accent/10 text-accent',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-info/40 bg-info/10 text-info',
  muted: 'border-border bg-surface-2 text-text-muted',
};
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {children}
    </span>
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
