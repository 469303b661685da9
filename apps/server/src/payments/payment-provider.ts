// Card payments behind one small interface (docs/architecture.md, Principles): Stripe Checkout in production, a local test-mode checkout
// (no card, no account) for `npm start` and self-hosted installs.

export interface CheckoutRequest {
  /** Total in cents of `currency`. */
  amount: number;
  currency: 'usd' | 'cad';
  /** What the payer sees on the payment page. */
  description: string;
  quantity: number;
  email?: string;
  /** Where the payment page sends the payer back. */
  successUrl: string;
  cancelUrl: string;
  /** Ours: the estate or user the payment is for (kept on the provider's record). */
  reference: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** Opens a checkout: its id and the page where the payer pays. */
  createCheckout(r: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Whether the provider holds the checkout as paid (asked when its notice has not arrived yet). */
  checkoutPaid(id: string): Promise<boolean>;
  /**
   * A payment notice from the provider (a webhook), checked for its signature: the paid checkout's id, or null
   * for events that do not pay anything. Throws when the signature does not hold.
   */
  paidCheckoutOf(rawBody: string, signature: string): string | null;
}

export class PaymentError extends Error {}
