var _a;
Object.defineProperty(exports, '__esModule', { value: true });
// `npm run bench`: builds a maximum-size estate in a throw-away embedded PostgreSQL and prints side-by-side
// ratios (ours vs a baseline measured in the same run). Never a timed test: figures, not pass/fail.
var node_fs_1 = require('node:fs');
var node_os_1 = require('node:os');
var node_path_1 = require('node:path');
var db_1 = require('@probity/db');
// @ts-expect-error plain .mjs helper shared with the README's commands
var ensure_mjs_1 = require('../../scripts/ensure.mjs');
var browser_bench_ts_1 = require('./browser-bench.ts');
var engine_bench_ts_1 = require('./engine-bench.ts');
var http_bench_ts_1 = require('./http-bench.ts');
var max_estate_ts_1 = require('./max-estate.ts');
var timing_ts_1 = require('./timing.ts');
var port = Number((_a = process.env.BENCH_PORT) !== null && _a !== void 0 ? _a : 3290);
var dataDir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'probity-bench-'));
var database = await (0, db_1.startDatabase)({
  dataDir: dataDir,
  port: port + 1000,
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
var setup = (0, db_1.createDb)(database.url, 2);
var app;
try {
  await (0, db_1.runMigrations)(setup.db);
  (0, ensure_mjs_1.ensureWebBuild)();
  app = await (0, http_bench_ts_1.startHttp)(database.url, port);
  var base = 'http://127.0.0.1:'.concat(port);
  var _b = await (0, http_bench_ts_1.signUp)(base),
    cookie = _b.cookie,
    userId = _b.userId;
  var estateId = 'bench_'.concat(Date.now());
  await (0, max_estate_ts_1.generateMaxEstate)(setup.pool, estateId, userId);
  console.log(
    'Maximum estate '.concat(
      estateId,
      ': 1001 assets, 6000 transactions, 2000 contacts, 2000 expenses, 2000 log entries',
    ),
  );
  (0, timing_ts_1.printRows)(
    'HTTP vs psql (issue 2)',
    await (0, http_bench_ts_1.httpRows)({
      base: base,
      cookie: cookie,
      estateId: estateId,
      databaseUrl: database.url,
    }),
  );
  (0, timing_ts_1.printRows)(
    'Engine vs ledger-cli (issue 3)',
    await (0, engine_bench_ts_1.engineRows)(dataDir),
  );
  (0, timing_ts_1.printRows)(
    'Browser, Chromium (issues 4 and 5)',
    await (0, browser_bench_ts_1.browserRows)(base, cookie, estateId),
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await (app === null || app === void 0 ? void 0 : app.close());
  await setup.close();
  await database.stop();
  (0, node_fs_1.rmSync)(dataDir, { recursive: true, force: true });
}
