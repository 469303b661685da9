import type { FastifyInstance } from 'fastify';
import { estateDecRoutes } from './api/estate/dec.ts';
import { estateExecRoutes } from './api/estate/exec/index.ts';
import { estateFullRoutes } from './api/estate/full.ts';
import { estateJournalRoutes } from './api/estate/journal.ts';
import { estateMetaRoutes } from './api/estate/meta.ts';
import { estatePartRoutes } from './api/estate/parts.ts';
import { estateSaveRoutes } from './api/estate/save.ts';
import { estateTxactsRoutes } from './api/estate/txacts/index.ts';
import { estatesRoutes } from './api/estates/estates.ts';
import { locRoutes } from './api/loc/loc.ts';
import { logRoutes } from './api/log.ts';
import { userRoutes } from './api/user/user.ts';
import { userPrefsRoutes } from './api/user/user-prefs.ts';
import { healthzRoutes } from './healthz.ts';
import { countiesRoutes } from './pkg/counties.ts';
import { reminderRoutes } from './tasks/reminder-routes.ts';
import { tasksRoutes } from './tasks/tasks-routes.ts';

export function registerRoutes(app: FastifyInstance, opts: { countiesFile?: string }): void {
  healthzRoutes(app);
  userRoutes(app);
  userPrefsRoutes(app);
  estatesRoutes(app);
  estateMetaRoutes(app);
  estateFullRoutes(app);
  estateJournalRoutes(app);
  estateDecRoutes(app);
  estateSaveRoutes(app);
  estatePartRoutes(app);
  estateTxactsRoutes(app);
  estateExecRoutes(app);
  tasksRoutes(app);
  reminderRoutes(app);
  locRoutes(app);
  logRoutes(app);
  countiesRoutes(app, opts.countiesFile);
}
