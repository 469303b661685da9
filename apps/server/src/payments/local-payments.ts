// The local test-mode checkout (the default without Stripe keys): the payment page is Probity's own
// (/pay/local/{id}), which says no card is charged; Pay applies the payment at once, as a Stripe notice would.
import crypto from 'node:crypto';
import type { CheckoutRequest, PaymentProvider } from '../runtime/ports.ts';

export class LocalPayments implements PaymentProvider {
  readonly name = 'local' as const;

  async createCheckout(_r: CheckoutRequest) {
    const id = `local_${crypto.randomBytes(12).toString('hex')}`;
    // our own page, on whatever address the browser reached us by (BASE_URL may be unset on a local install)
    return { id, url: `/pay/local/${id}` };
  }

  /** Local checkouts are applied when paid (POST /pay/local/{id}); nothing is pending elsewhere. */
  async checkoutPaid() {
    return false;
  }

  /** No notices come from outside. */
  paidCheckoutOf(): string | null {
    return null;
  }
}
