// A subscription row's "Estender" and "Cancelar" (reason required, each written to the audit log).
import type { AdminSubscription } from '@shared/admin';
import { useAdminAction } from '../api';
import { ConfirmAction } from './confirm-action';

export function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const action = useAdminAction();
  return (
    <span className="flex flex-wrap gap-1">
      <ConfirmAction
        label="Estender"
        title={`Estender a assinatura de ${subscription.username}?`}
        description="Os dias contam do fim do período (ou de hoje, se já terminou)."
        confirmLabel="Estender"
        days
        reason
        reasonRequired
        disabled={subscription.status === 'pending'}
        onConfirm={({ days, reason }) =>
          action.mutateAsync({
            path: `/api/admin/subscriptions/${subscription.id}/extend`,
            body: { days, reason },
          })
        }
      />
      <ConfirmAction
        label="Cancelar"
        variant="danger"
        title={`Cancelar a assinatura de ${subscription.username}?`}
        description="A assinatura termina no fim do período já pago; nada mais é cobrado."
        confirmLabel="Cancelar assinatura"
        reason
        reasonRequired
        disabled={!['active', 'past_due'].includes(subscription.status) || subscription.cancelAtPeriodEnd}
        onConfirm={({ reason }) =>
          action.mutateAsync({
            path: `/api/admin/subscriptions/${subscription.id}/cancel`,
            body: { reason },
          })
        }
      />
    </span>
  );
}
