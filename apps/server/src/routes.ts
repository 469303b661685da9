import type { FastifyInstance } from 'fastify';
import { importRoutes } from './bank/import-routes.ts';
import { linkRoutes } from './bank/link-routes.ts';
import { estateAuditRoutes } from './estates/audit-routes.ts';
import { estateDecRoutes } from './estates/dec-routes.ts';
import { estatesRoutes } from './estates/estates-routes.ts';
import { estateFullRoutes } from './estates/full-routes.ts';
import { estateJournalRoutes } from './estates/journal-routes.ts';
import { estateMetaRoutes } from './estates/meta-routes.ts';
import { estatePartRoutes } from './estates/part-routes.ts';
import { estateReportRoutes } from './estates/report-routes.ts';
import { estateSaveRoutes } from './estates/save-routes.ts';
import { estateSecretRoutes } from './estates/secret-routes.ts';
import { estateSummaryRoutes } from './estates/summary-routes.ts';
import { estateExecRoutes } from './executor/executor-routes.ts';
import { blobRoutes } from './files/blob-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { isDiskStorage } from './files/file-store.ts';
import type { FileStorage } from './files/storage.ts';
import { countiesRoutes } from './locations/counties-routes.ts';
import { locRoutes } from './locations/loc-routes.ts';
import { opsRoutes } from './ops/ops-routes.ts';
import { licenceRoutes } from './payments/licence-routes.ts';
import { serviceRoutes } from './payments/service-routes.ts';
import { webhookRoutes } from './payments/webhook-routes.ts';
import { reminderRoutes } from './reminders/reminder-routes.ts';
import { shareRoutes } from './sharing/share-routes.ts';
import { healthzRoutes } from './system/healthz-routes.ts';
import { logRoutes } from './system/log-routes.ts';
import { tasksRoutes } from './tasks/tasks-routes.ts';
import { estateTxactsRoutes } from './txacts/txacts-routes.ts';
import { userPrefsRoutes } from './users/user-prefs-routes.ts';
import { userRoutes } from './users/user-routes.ts';

export function registerRoutes(
  app: FastifyInstance,
  opts: { countiesFile?: string; files: FileStorage },
): void {
  healthzRoutes(app);
  userRoutes(app);
  userPrefsRoutes(app);
  estatesRoutes(app);
  estateMetaRoutes(app);
  estateFullRoutes(app);
  estateSummaryRoutes(app);
  estateJournalRoutes(app);
  estateReportRoutes(app);
  estateDecRoutes(app);
  estateAuditRoutes(app);
  estateSecretRoutes(app);
  estateSaveRoutes(app);
  opsRoutes(app);
  estatePartRoutes(app);
  estateTxactsRoutes(app);
  estateExecRoutes(app);
  tasksRoutes(app);
  fileRoutes(app, opts.files);
  if (isDiskStorage(opts.files)) blobRoutes(app, opts.files);
  importRoutes(app);
  linkRoutes(app);
  shareRoutes(app);
  licenceRoutes(app);
  serviceRoutes(app);
  webhookRoutes(app);
  reminderRoutes(app);
  locRoutes(app);
  logRoutes(app);
  countiesRoutes(app, opts.countiesFile);
}
