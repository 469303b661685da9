// Entry point: `node --import tsx apps/server/src/main.ts` (from the repo root). Starts PostgreSQL (embedded
// unless DATABASE_URL), migrates, seeds the Sample estates, serves on PORT; SIGINT/SIGTERM shut down cleanly.
import {
  createDb,
  makeKeyring,
  runMigrations,
  sealStoredSecrets,
  startDatabase,
  useDataKeys,
} from '@probity/db';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createFileStorage } from './files/file-store.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { redactingLogOptions } from './plugins/log-redaction.ts';
import {
  authSecret,
  baseURL,
  dataKeyTexts,
  fileStoreConfig,
  host,
  port,
  trustedOrigins,
} from './runtime/config.ts';
import { seedSamples } from './seed/seed-samples.ts';
import { loadSuppliersFromEnv } from './suppliers/load-suppliers.ts';

// the lines before the app's own logger exists (start-up, shutdown), under the same redaction
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', ...redactingLogOptions });

async function main() {
  const database = await startDatabase({
    log: (m) => logger.debug({ pg: m }),
    notice: (m) => logger.info(m),
    supervise: true,
  });
  logger.info({ embedded: database.embedded }, 'database ready');
  const keys = dataKeyTexts();
  useDataKeys(makeKeyring(keys));
  // migrations and sealing may run long on a big database: no statement or answer limit here
  const setup = createDb(database.url, 1, { statementMs: 0, answerMs: 0 });
  try {
    await runMigrations(setup.pool);
    // the data migration of 0005_secrets (it needs the key): tax numbers in clear or under an old key are sealed
    const sealed = await sealStoredSecrets(setup.db);
    if (sealed > 0) logger.info({ sealed }, 'tax numbers sealed with the current data key');
    // the Samples' papers go where the app will serve them from (the disk under DATA_DIR, or the S3 bucket)
    await seedSamples(setup.db, await createFileStorage(fileStoreConfig(), authSecret()));
    const suppliers = await loadSuppliersFromEnv(setup.db);
    if (suppliers > 0) logger.info({ suppliers }, 'supplier directory loaded');
  } finally {
    await setup.close();
  }
  const app = await buildApp({
    databaseUrl: database.url,
    authSecret: authSecret(),
    dataKeys: keys,
    baseURL: baseURL(),
    trustedOrigins: trustedOrigins(),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    authRateLimitScale: Number(process.env.AUTH_RATE_LIMIT_SCALE ?? 1) || 1,
    // Licensing is on unless LICENSING=off (a self-hosted install that wants no trial); payments go through Stripe
    // with its keys, else through the local test-mode checkout (payments/payments-from-env.ts).
    enforceTrial: process.env.LICENSING !== 'off',
  });

  await startJobs(app, { databaseUrl: database.url, baseUrl: baseURL() });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close().catch((err) => logger.error({ err }, 'closing the server'));
    await database.stop().catch((err) => logger.error({ err }, 'stopping PostgreSQL'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: port(), host: host() });
}

main().catch((err) => {
  logger.fatal({ err }, 'start failed');
  process.exit(1);
});
