// `npm test`: the whole suite, as CI runs it (.ci/run). Installs what a fresh machine lacks, then runs:
// dependency rules, type checks, unit + API tests on an embedded PostgreSQL, (in CI, or with
// PROBITY_TEST_PG15=1) the API tests again on Debian's PostgreSQL 15 through DATABASE_URL, and the
// browser tests in Debian's Chromium against the built app.
import { existsSync } from 'node:fs';
import { startDebianPostgres } from './debian-postgres.mjs';
import { ensureDebianPackages, ensureDependencies, ensureWebBuild, run } from './ensure.mjs';

const only = process.argv[2]; // optional: deps | types | unit | pg15 | e2e
const steps = {
  deps: () => run('npm run lint:deps'),
  types: () => run('npm run typecheck'),
  unit: () => run('npx vitest run'),
  pg15: () => {
    if (!(process.env.CI || process.env.PROBITY_TEST_PG15)) return;
    const url = startDebianPostgres();
    run('npx vitest run --project apps/server', { env: { ...process.env, DATABASE_URL: url } });
  },
  e2e: () => {
    ensureWebBuild();
    run('npx playwright test -c e2e/playwright.config.ts');
  },
};

ensureDependencies();
ensureDebianPackages();
if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing and could not be installed');
for (const [name, step] of Object.entries(steps)) {
  if (!only || only === name) step();
}
console.log('All test steps passed.');
