import { LocalPayments } from './local-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePayments } from './stripe-payments.ts';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (docs/operations.md), else the local checkout. */
export function paymentsFromEnv(env = process.env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return new StripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      baseUrl: env.STRIPE_API_BASE || undefined,
    });
  return new LocalPayments();
}
