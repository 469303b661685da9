// `npm test`: the whole suite, as CI runs it (.ci/run). Installs what a fresh machine lacks, then runs: dependency
// rules, type checks, unit + API tests on an embedded PostgreSQL (in CI, or with PROBITY_TEST_PG15=1, the API tests
// on Debian's PostgreSQL 15 through DATABASE_URL instead, then the backup restore drill on it: pg_dump, pg_restore
// into a fresh database, every estate's fingerprint compared), the fuzz suite (hostile requests, tests/fuzz), the
// chaos suite (the server and PostgreSQL killed, tests/chaos), the bundle budget of the web build
// (scripts/bundle-budget.mjs), and the browser tests in Debian's Chromium against the built app.
import { existsSync } from 'node:fs';
import { startDebianPostgres } from './debian-postgres.mjs';
import { ensureDebianPackages, ensureDependencies, ensureWebBuild, run } from './ensure.mjs';

// Two test files at once: vitest's default on a 2-core machine is one (cores - 1), which left a core idle while
// tests waited on PostgreSQL (quiet 2-core machine: 168 s with one worker, 114 s with two, 119 s with three).
const VITEST_FLAGS = '--isolate=false --maxWorkers=2';
const only = process.argv[2]; // optional: deps | types | unit | backup | fuzz | chaos | bundle | e2e
// In CI (or with PROBITY_TEST_PG15=1) the API tests and the backup drill run on Debian's PostgreSQL 15.
const onDebianPostgres = !!(process.env.CI || process.env.PROBITY_TEST_PG15);
const steps = {
  deps: () => run('npm run lint:deps'),
  types: () => run('npm run typecheck'),
  // Each worker keeps one module graph for all its test files (--isolate=false): importing the server anew for each
  // of 168 files was most of this step (quiet 2-core machine: 307 s isolated, 131 s not). No test mocks modules or
  // stubs globals, and the suite passes both ways.
  unit: () => {
    if (!onDebianPostgres) return run(`npx vitest run ${VITEST_FLAGS}`);
    // The API tests run once, on Debian's PostgreSQL 15 (the oldest supported; running them on both took 90 s
    // more). The embedded PostgreSQL is what db's own tests, fuzz, chaos and the browser tests run on.
    run(`npx vitest run --project '!apps/server' ${VITEST_FLAGS}`);
    run(`npx vitest run --project apps/server ${VITEST_FLAGS}`, {
      env: { ...process.env, DATABASE_URL: startDebianPostgres() },
    });
  },
  backup: () => {
    if (!(onDebianPostgres || only === 'backup')) return;
    const url = startDebianPostgres();
    run('node --import tsx apps/server/src/backup/backup-drill.ts', {
      env: { ...process.env, DATABASE_URL: url },
      timeout: 120_000,
    });
  },
  // 10,000 hostile requests at the real server on loopback (tests/fuzz): 0 x 5xx, no refusal changes an estate.
  // The timeout only guards against a hang; the run's own figures say how long it took.
  fuzz: () => run('node --import tsx tests/fuzz/run.ts', { timeout: 900_000 }),
  // SIGKILL of the server and PostgreSQL during 240 saves, then PostgreSQL cut, restarted, killed and frozen
  // under load (tests/chaos): 0 acknowledged saves lost, 0 partial, only 200 / 503, back within 5 s.
  chaos: () => run('node --import tsx tests/chaos/run.ts', { timeout: 180_000 }),
  // The home page's initial JS (gzip) against package.json's probity.bundleBudgetKb (scripts/bundle-budget.mjs).
  bundle: () => {
    ensureWebBuild();
    run('node scripts/bundle-budget.mjs');
  },
  e2e: () => {
    ensureWebBuild();
    run('npx playwright test -c e2e/playwright.config.ts');
  },
};

// Each step's time, printed as it ends and again together at the end (CI's log says where the minutes went).
const times = [];
function timed(name, step) {
  const start = performance.now();
  try {
    step();
  } finally {
    const seconds = (performance.now() - start) / 1000;
    times.push(`${name.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s`);
    console.log(`[time] ${name}: ${seconds.toFixed(1)} s`);
  }
}
const began = performance.now();
process.on('exit', (code) => {
  const total = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `\nStep times (${code === 0 ? 'passed' : 'failed'}):\n  ${times.join('\n  ')}\n  total    ${total.padStart(7)} s`,
  );
});
timed('install', () => {
  ensureDependencies();
  ensureDebianPackages();
});
if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing and could not be installed');
// the browser the figures were measured with (Debian's launcher script, quiet about its own shell warnings)
run('/usr/bin/chromium --version 2>/dev/null');
for (const [name, step] of Object.entries(steps)) {
  if (!only || only === name) timed(name, step);
}
console.log('All test steps passed.');
