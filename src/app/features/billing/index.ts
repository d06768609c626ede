// The billing feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { paymentQueryOptions, plansQueryOptions, subscriptionQueryOptions } from './api';
export { PaymentsTab } from './components/payments-tab';
export { SubscriptionTab } from './components/subscription-tab';
export { CheckoutPage } from './pages/checkout-page';
export { PaymentResultPage } from './pages/payment-result-page';
export { PixRenewalPage } from './pages/pix-renewal-page';
export { PlansPage } from './pages/plans-page';
