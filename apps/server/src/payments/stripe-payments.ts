// Stripe through the official `stripe` client: Checkout Sessions for licences, webhook notices verified by
// their signature (Stripe-Signature, HMAC-SHA256 with the endpoint's secret).
import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider } from '../runtime/ports.ts';
import { PaymentError } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests: the local fake's address instead of api.stripe.com. */
  baseUrl?: string;
}

export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(o: StripeOptions) {
    const at = o.baseUrl ? new URL(o.baseUrl) : null;
    this.stripe = new Stripe(o.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(at
        ? { host: at.hostname, port: Number(at.port), protocol: at.protocol.replace(':', '') as 'http' }
        : {}),
    });
    this.webhookSecret = o.webhookSecret;
  }

  async createCheckout(r: CheckoutRequest) {
    const unit = r.amount / r.quantity;
    if (!Number.isInteger(unit)) throw new PaymentError('The total must split into whole cents per item');
    const s = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: r.quantity,
          price_data: { currency: r.currency, unit_amount: unit, product_data: { name: r.description } },
        },
      ],
      customer_email: r.email || undefined,
      client_reference_id: r.reference,
      success_url: r.successUrl,
      cancel_url: r.cancelUrl,
    });
    if (!s.url) throw new PaymentError('Stripe gave no payment page');
    return { id: s.id, url: s.url };
  }

  async checkoutPaid(id: string) {
    const s = await this.stripe.checkout.sessions.retrieve(id);
    return s.payment_status === 'paid' || s.payment_status === 'no_payment_required';
  }

  paidCheckoutOf(rawBody: string, signature: string): string | null {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    if (
      event.type !== 'checkout.session.completed' &&
      event.type !== 'checkout.session.async_payment_succeeded'
    )
      return null;
    const session = event.data.object as Stripe.Checkout.Session;
    return session.payment_status === 'paid' ? session.id : null;
  }
}
