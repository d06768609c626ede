// The billing module for the start-up: the provider, the service and its scheduler (run while the
// server is up), what the admin area asks of billing, and the routes (the sandbox's pay page only in
// the demo).
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { SharedState } from '../../plugins/shared-state';
import type { Mailer } from '../email/mailer';
import { createBilling, type Billing, type BillingOptions } from '.';
import { billingRoutes } from './routes';

export function billingModule(
  deps: ModuleBase &
    Pick<BillingOptions, 'notifier' | 'deliver' | 'processId' | 'startScheduler'> & {
      mailer: Mailer;
      shared: SharedState;
    },
): ServerModule & Billing {
  const billing = createBilling(deps);
  return {
    ...billing,
    name: 'billing',
    routes: [
      billingRoutes({
        service: billing.service,
        // The sandbox's pay page approves a payment by a click: only in the demo.
        sandbox: deps.config.demoMode ? billing.sandbox : null,
        now: billing.now,
        rateLimit: deps.shared.rateLimit,
      }),
    ],
  };
}
