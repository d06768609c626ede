import type { PaymentStatus, SubscriptionStatus } from '@shared/billing-rules';
import { PAYMENT_STATUS, SUBSCRIPTION_STATUS } from '@shared/billing-labels';
import { Badge } from '@app/components/ui/badge';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, tone } = PAYMENT_STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, tone } = SUBSCRIPTION_STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
