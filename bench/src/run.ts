// `npm run bench`: builds a maximum-size estate in a throw-away embedded PostgreSQL and prints side-by-side
// ratios (ours vs a baseline measured in the same run). Never a timed test: figures, not pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, runMigrations, startDatabase } from '@probity/db';
import { seedSamples } from '../../apps/server/src/seed/seed-samples.ts';
// @ts-expect-error plain .mjs script, also npm test's bundle step
import { initialJs } from '../../scripts/bundle-budget.mjs';
// @ts-expect-error plain .mjs helper shared with the README's commands
import { ensureWebBuild } from '../../scripts/ensure.mjs';
import { browserRows } from './browser-bench.ts';
import { engineRows } from './engine-bench.ts';
import { httpRows, signUp, startHttp } from './http-bench.ts';
import { lighthouseRows, printLighthouse } from './lighthouse-bench.ts';
import { longWorkRows, printLongWork } from './long-work-bench.ts';
import { benchEstate, storeEstate } from './max-estate.ts';
import { printThroughput, throughput } from './throughput-bench.ts';
import { printRows } from './timing.ts';

const port = Number(process.env.BENCH_PORT ?? 3290);
// BENCH_ONLY=browser (or http, engine, long, lighthouse, throughput; comma-separated) runs only those sections while iterating.
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const want = (section: string) => !only || only.includes(section);
const dataDir = mkdtempSync(join(tmpdir(), 'probity-bench-'));
const database = await startDatabase({
  dataDir,
  port: port + 1000,
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
const setup = createDb(database.url, 2);
let app: Awaited<ReturnType<typeof startHttp>> | undefined;
try {
  await runMigrations(setup.pool);
  ensureWebBuild();
  app = await startHttp(database.url, port);
  // as the server does when it starts (main.ts; after buildApp, which sets the data keys the Samples' tax numbers
  // are sealed with): Lighthouse measures the Sample estate's pages
  await seedSamples(setup.db, app.ctx.files);
  const base = `http://127.0.0.1:${port}`;
  const { cookie, userId } = await signUp(base);
  const estateId = `bench_${Date.now()}`;
  const f = benchEstate();
  await storeEstate(setup, estateId, userId, f);
  // As autovacuum would have long before a user opens it; otherwise it may run during the first timings.
  await setup.pool.query('vacuum analyze');
  console.log(
    `Maximum estate ${estateId}: ${f.assets.length} assets, ${f.txacts.length} transactions, ${f.contacts.length} contacts, ` +
      `${f.exec_expenses.length} expenses, ${f.exec_log.length} log entries, ${f.heirs.length} heirs, ${f.debts.length} debts`,
  );
  if (want('http'))
    printRows(
      'HTTP vs psql (issue 2)',
      await httpRows({ base, cookie, estateId, databaseUrl: database.url, pool: setup.pool }),
    );
  if (want('engine')) printRows('Engine vs ledger-cli (issue 3)', await engineRows(dataDir));
  if (want('browser')) {
    const budget = (await import('../../package.json', { with: { type: 'json' } })).default.probity
      .bundleBudgetKb;
    const kb = initialJs().kb as number;
    console.log(
      `\nHome page initial JS: ${kb.toFixed(1)} kB gzip; goal <= 170 kB, ratio ${(kb / 170).toFixed(2)} of the goal, ` +
        `met: ${kb <= 170 ? 'yes' : 'no'} (CI budget ${budget} kB)`,
    );
  }
  if (want('browser'))
    printRows(
      'Browser, Chromium (issues 4 and 5)',
      // The revision moves with the row, as a save would move it: the browser holds GET /full by its entity tag.
      await browserRows(base, cookie, estateId, async () => {
        await setup.pool.query('delete from txacts where estate_id = $1 and id = $2', [
          estateId,
          f.txacts.length,
        ]);
        await setup.pool.query('update estates set revision = revision + 1 where id = $1', [estateId]);
      }),
    );
  if (want('long'))
    printLongWork(
      await longWorkRows(base, cookie, estateId, () =>
        setup.pool.query('delete from bank_downloads where estate_id = $1', [estateId]),
      ),
    );
  if (want('lighthouse')) printLighthouse(await lighthouseRows(base));
  if (want('throughput')) printThroughput(await throughput(database.url, port + 2));
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await app?.close();
  await setup.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
