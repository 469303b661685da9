import type { Db } from '@probity/db';
import type { ProbatePricing, ServiceCatalogue } from '@probity/domain';
import type { DbHealth } from '../plugins/db-health.ts';
import type { Auth, BankProvider, FileStorage, Mailer, PaymentProvider } from './ports.ts';

/** What every handler and use case needs: the database and the auth instance. */
export interface AppContext {
  db: Db;
  auth: Auth;
  /** Licensing: refuse changes to estates whose trial ended (402), the trial's import limit, the bank's licence. */
  enforceTrial: boolean;
  /** Whether the database answers (503 while it does not). */
  health: DbHealth;
  /** Where file bytes live (disk or S3, files/file-store.ts). */
  files: FileStorage;
  /** The bank link (Plaid, or the practice bank: bank/provider-from-env.ts). */
  bank: BankProvider;
  /** Email: SMTP when SMTP_URL is set, else the local outbox (mail/mailer.ts). */
  mailer: Mailer;
  /** Card payments: Stripe with its keys, else the local test-mode checkout (payments/payments-from-env.ts). */
  payments: PaymentProvider;
  /** The probate lawyer service's prices by state (PROBATE_PRICING_FILE); empty: no service offered. */
  probatePricing: ProbatePricing;
  /** The other paid services (SERVICES_FILE); empty: none offered. */
  services: ServiceCatalogue;
  /** The app's public address (BASE_URL), for links in emails. */
  baseUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
