import { readFileSync } from 'node:fs';
import {
  type ProbatePricing,
  type ServiceCatalogue,
  ZProbatePricing,
  ZServiceCatalogue,
} from '@probity/domain';
import type { PaymentProvider } from '../runtime/ports.ts';
import { LocalPayments } from './local-payments.ts';
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

/**
 * The probate lawyer service's prices by state and county (docs/operations.md), read once at start from the JSON
 * file PROBATE_PRICING_FILE names; a file that does not parse stops the server rather than sell at a wrong price.
 */
export function probatePricingFromEnv(env = process.env): ProbatePricing {
  return operatorFile(env.PROBATE_PRICING_FILE, ZProbatePricing);
}

/** The other services' catalogue (docs/operations.md) from SERVICES_FILE, read once at start like the prices. */
export function servicesFromEnv(env = process.env): ServiceCatalogue {
  return operatorFile(env.SERVICES_FILE, ZServiceCatalogue);
}

function operatorFile<T>(path: string | undefined, schema: { parse(v: unknown): T }): T {
  return schema.parse(path ? JSON.parse(readFileSync(path, 'utf8')) : {});
}
