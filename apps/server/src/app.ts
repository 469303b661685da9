import { createDb, makeKeyring, type PoolLimits, useDataKeys } from '@probity/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { createAuth } from './auth/create-auth.ts';
import { dataKeyTexts, type FileStoreConfig, fileStoreConfig } from './runtime/config.ts';
import './runtime/context.ts';
import type { ProbatePricing, ServiceCatalogue } from '@probity/domain';
import { PLAID_LINK_ORIGIN } from './bank/plaid-provider.ts';
import { bankProviderFromEnv } from './bank/provider-from-env.ts';
import { createFileStorage, storageOrigins } from './files/file-store.ts';
import { checkedSerializerCompiler } from './http/answer-check.ts';
import { allowedOrigins } from './http/origins.ts';
import { mailerFromEnv } from './mail/mailer.ts';
import { registerMetrics } from './metrics/metrics-routes.ts';
import { paymentsFromEnv, probatePricingFromEnv, servicesFromEnv } from './payments/payments-from-env.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDbGate } from './plugins/db-gate.ts';
import { DbHealth } from './plugins/db-health.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestIdEcho, requestLogOptions } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRoutes } from './routes.ts';
import type { BankProvider, Mailer, PaymentProvider } from './runtime/ports.ts';
import { registerWebStatic, WEB_DIST } from './web-app/web-static.ts';

export interface BuildOptions {
  databaseUrl: string;
  /** Signs session cookies (BETTER_AUTH_SECRET); at least 32 characters. */
  authSecret: string;
  /** Public URL of the app (BASE_URL), e.g. https://probity.example.org; https makes cookies Secure. */
  baseURL?: string;
  trustedOrigins?: string[];
  /** Keys sealing tax numbers (PROBITY_DATA_KEY first, then old ones); default: config.ts dataKeyTexts. */
  dataKeys?: string[];
  /** The built web app; null to serve the API only. */
  webDist?: string | null;
  /** pino options (level; a stream in tests); ids and redaction are added (plugins/request-log.ts). */
  logger?: FastifyServerOptions['logger'];
  /** Lets /metrics be read from other machines with `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
  /** Honour X-Forwarded-For from a reverse proxy (TRUST_PROXY). */
  trustProxy?: boolean;
  enforceTrial?: boolean;
  signInPerMinute?: number;
  /** Multiplies the auth rate limits (AUTH_RATE_LIMIT_SCALE); only browser test servers raise it. */
  authRateLimitScale?: number;
  countiesFile?: string;
  dbPoolSize?: number;
  /** Connection, statement and answer timeouts of the pool (packages/db client.ts POOL_DEFAULTS). */
  poolLimits?: PoolLimits;
  /** Tests: refuse (500) an answer its response schema would change (answer-check.ts). */
  checkAnswers?: boolean;
  /** Where file bytes go; default from the environment (config.ts fileStoreConfig). */
  files?: FileStoreConfig;
  /** The bank link; default from the environment (Plaid keys, else the practice bank). */
  bank?: BankProvider;
  /** Email; default from the environment (SMTP_URL, else the local outbox). */
  mailer?: Mailer;
  /** Card payments; default from the environment (Stripe keys, else the local checkout). */
  payments?: PaymentProvider;
  /** The probate lawyer service's prices; default: PROBATE_PRICING_FILE, else none. */
  probatePricing?: ProbatePricing;
  /** The other services' catalogue; default: SERVICES_FILE, else none. */
  services?: ServiceCatalogue;
}

/** The whole HTTP app over an already migrated database; tests drive it with app.inject. */
export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  useDataKeys(makeKeyring(o.dataKeys ?? dataKeyTexts()));
  const baseURL = o.baseURL ?? 'http://localhost:3000';
  let app: FastifyInstance | undefined;
  const client = createDb(o.databaseUrl, o.dbPoolSize, {
    ...o.poolLimits,
    onConnectionError: (err) => app?.ctx.health.noteError(err),
  });
  const health = new DbHealth(client.pool, () => app?.log);
  app = Fastify({
    ...requestLogOptions(o.logger ?? false, o.trustProxy ?? false),
    bodyLimit: 20 * 1024 * 1024,
    trustProxy: o.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(o.checkAnswers ? checkedSerializerCompiler : serializerCompiler);
  const mailer = o.mailer ?? mailerFromEnv(client.db);
  const auth = createAuth(client.db, {
    sendMail: (mail) => mailer.send(mail),
    secret: o.authSecret,
    baseURL,
    trustedOrigins: o.trustedOrigins,
    signInPerMinute: o.signInPerMinute,
    rateLimitScale: o.authRateLimitScale,
  });
  const fileConfig = o.files ?? fileStoreConfig();
  const files = await createFileStorage(fileConfig, o.authSecret);
  const bank = o.bank ?? bankProviderFromEnv();
  app.decorate('ctx', {
    db: client.db,
    auth,
    enforceTrial: o.enforceTrial ?? false,
    health,
    files,
    bank,
    mailer,
    payments: o.payments ?? paymentsFromEnv(),
    probatePricing: o.probatePricing ?? probatePricingFromEnv(),
    services: o.services ?? servicesFromEnv(),
    baseUrl: baseURL.replace(/\/+$/, ''),
  });
  registerRequestIdEcho(app);
  registerDbGate(app, health);
  registerMetrics(app, { pool: client.pool, token: o.metricsToken });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerCsrf(app, allowedOrigins(baseURL, o.trustedOrigins));
  registerSecurityHeaders(app, {
    baseURL,
    connectSrc: storageOrigins(fileConfig),
    widgetSrc: bank.name === 'plaid' ? [PLAID_LINK_ORIGIN] : [],
  });
  await registerCompression(app);
  await registerOpenApi(app);
  registerAuthRoutes(app, auth);
  registerRoutes(app, { countiesFile: o.countiesFile, files });
  await registerWebStatic(app, o.webDist === undefined ? WEB_DIST : o.webDist);
  app.addHook('onClose', async () => {
    await mailer.close();
    await client.close();
  });
  return app;
}
