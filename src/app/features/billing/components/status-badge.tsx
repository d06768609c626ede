import type { PaymentStatus, SubscriptionStatus } from '@shared/billing-rules';
import { cn } from '@app/components/ui/cn';
import { PAYMENT_STATUS, SUBSCRIPTION_STATUS, type Tone } from '@shared/billing-labels';

const TONES: Record<Tone, string> = {
  accent: 'border-accent/40 bg-accent/10 text-accent',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-info/40 bg-info/10 text-info',
  muted: 'border-border bg-surface-2 text-text-muted',
};

export function Badge({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
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

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, tone } = PAYMENT_STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, tone } = SUBSCRIPTION_STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
