// What routes use of the billing feature.
export { PlansPage } from './components/plans-page';
export { CheckoutPage } from './components/checkout-page';
export { PaymentResultPage } from './components/payment-result-page';
export { PixRenewalPage } from './components/pix-renewal-page';
export { SubscriptionTab } from './components/subscription-tab';
export { PaymentsTab } from './components/payments-tab';
export { UpgradeCard } from './components/upgrade-card';
export {
  entitlementsQueryOptions,
  paymentQueryOptions,
  paymentsQueryOptions,
  plansQueryOptions,
  subscriptionQueryOptions,
} from './api';
