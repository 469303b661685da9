// Licences (docs/api.md, Licences; a 10-day trial, then a paid licence): the trial badge, the licence dialog, the
// confirmation after a payment, and the local test-mode checkout page.

export { BuyPage } from './buy-page';
export { fetchSoloServices, priceText } from './licence-api';
export { LicenceHost } from './licence-host';
export { LocalCheckoutPage } from './local-checkout-page';
export { ProbateDialog } from './probate-dialog';
export { ServiceOffers } from './service-offers';
export { ServicesDialog } from './services-dialog';
export { TrialBadge } from './trial-badge';
