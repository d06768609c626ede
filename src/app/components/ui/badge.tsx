// A coloured badge: a tone with a word. The account's billing and the admin area show the same
// tones (@shared/billing-labels' Tone) with the same colours, so both draw them here.
import type { ReactNode } from 'react';
import type { Tone } from '@shared/billing-labels';
import { cn } from './cn';

const TONES: Record<Tone, string> = {
  accent: 'border-accent/40 bg-accent/10 text-accent',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-info/40 bg-info/10 text-info',
  muted: 'border-border bg-surface-2 text-text-muted',
};

export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full border px-2.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
