// What routes use of the billing feature.
export { PlansPage } from './pages/plans-page';
export { CheckoutPage } from './pages/checkout-page';
export { PaymentResultPage } from './pages/payment-result-page';
export { PixRenewalPage } from './pages/pix-renewal-page';
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
