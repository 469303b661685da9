// `npm start`: install what is missing, build the web app if stale, then serve Probity on PORT (default 3000)
// with its embedded PostgreSQL (or DATABASE_URL) and the Sample estates, under a supervisor that starts the
// server again if it dies (supervise.mjs).
import { ensureDependencies, ensureWebBuild } from './ensure.mjs';

ensureDependencies();
ensureWebBuild();
await import('./supervise.mjs');
