var __awaiter =
  (this && this.__awaiter) ||
  ((thisArg, _arguments, P, generator) => {
    function adopt(value) {
      return value instanceof P
        ? value
        : new P((resolve) => {
            resolve(value);
          });
    }
    return new (P || (P = Promise))((resolve, reject) => {
      function fulfilled(value) {
        try {
          step(generator.next(value));
        } catch (e) {
          reject(e);
        }
      }
      function rejected(value) {
        try {
          step(generator['throw'](value));
        } catch (e) {
          reject(e);
        }
      }
      function step(result) {
        result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
      }
      step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
  });
var __generator =
  (this && this.__generator) ||
  ((thisArg, body) => {
    var _ = {
        label: 0,
        sent: () => {
          if (t[0] & 1) throw t[1];
          return t[1];
        },
        trys: [],
        ops: [],
      },
      f,
      y,
      t,
      g = Object.create((typeof Iterator === 'function' ? Iterator : Object).prototype);
    return (
      (g.next = verb(0)),
      (g['throw'] = verb(1)),
      (g['return'] = verb(2)),
      typeof Symbol === 'function' &&
        (g[Symbol.iterator] = function () {
          return this;
        }),
      g
    );
    function verb(n) {
      return (v) => step([n, v]);
    }
    function step(op) {
      if (f) throw new TypeError('Generator is already executing.');
      while ((g && ((g = 0), op[0] && (_ = 0)), _))
        try {
          if (
            ((f = 1),
            y &&
              (t =
                op[0] & 2
                  ? y['return']
                  : op[0]
                    ? y['throw'] || ((t = y['return']) && t.call(y), 0)
                    : y.next) &&
              !(t = t.call(y, op[1])).done)
          )
            return t;
          if (((y = 0), t)) op = [op[0] & 2, t.value];
          switch (op[0]) {
            case 0:
            case 1:
              t = op;
              break;
            case 4:
              _.label++;
              return { value: op[1], done: false };
            case 5:
              _.label++;
              y = op[1];
              op = [0];
              continue;
            case 7:
              op = _.ops.pop();
              _.trys.pop();
              continue;
            default:
              if (!((t = _.trys), (t = t.length > 0 && t[t.length - 1])) && (op[0] === 6 || op[0] === 2)) {
                _ = 0;
                continue;
              }
              if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) {
                _.label = op[1];
                break;
              }
              if (op[0] === 6 && _.label < t[1]) {
                _.label = t[1];
                t = op;
                break;
              }
              if (t && _.label < t[2]) {
                _.label = t[2];
                _.ops.push(op);
                break;
              }
              if (t[2]) _.ops.pop();
              _.trys.pop();
              continue;
          }
          op = body.call(thisArg, _);
        } catch (e) {
          op = [6, e];
          y = 0;
        } finally {
          f = t = 0;
        }
      if (op[0] & 5) throw op[1];
      return { value: op[0] ? op[1] : void 0, done: true };
    }
  });
Object.defineProperty(exports, '__esModule', { value: true });
exports.browserRows = browserRows;
// Issues 4 and 5 bench, in Debian's Chromium: navigation to the rendered Assets grid of the maximum estate vs
// the same 1001 rows in a bare AG Grid page, and opening Cashflow for all assets (6000 transactions, every
// balance derived by the engine in the browser) vs the engine's recompute alone in Node.
var node_fs_1 = require('node:fs');
var node_module_1 = require('node:module');
var domain_1 = require('@probity/domain');
var playwright_core_1 = require('playwright-core');
var timing_ts_1 = require('./timing.ts');
var require = (0, node_module_1.createRequire)(import.meta.url);
var agGridJs = (0, node_fs_1.readFileSync)(
  require.resolve('ag-grid-community/dist/ag-grid-community.min.js'),
  'utf8',
);
var BARE_PAGE = (estateId) =>
  '<!doctype html><html><body style="margin:0">\n<div id="grid" style="height:760px;width:1260px"></div>\n<script src="/__bench/ag-grid.js"></script>\n<script>\nfetch(\'/api/estate/'.concat(
    estateId,
    "/assets').then(r => r.json()).then(({ payload }) => {\n  agGrid.createGrid(document.getElementById('grid'), {\n    theme: agGrid.themeQuartz, rowData: payload, getRowId: p => String(p.data.id),\n    rowSelection: { mode: 'multiRow' },\n    columnDefs: ['name','account','i_type','probate','loc_name','plan','val_death','val_pre','cost_basis_death','note']\n      .map(field => ({ field, filter: true, editable: true })),\n  });\n});\n</script></body></html>",
  );
function launch() {
  return __awaiter(this, void 0, void 0, function () {
    return __generator(this, (_a) => [
      2 /*return*/,
      playwright_core_1.chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      }),
    ]);
  });
}
function browserRows(base, cookie, estateId) {
  return __awaiter(this, void 0, void 0, function () {
    var browser, context, _a, name, value, page, ours, bare, cashflow, facts, _b;
    return __generator(this, (_c) => {
      switch (_c.label) {
        case 0:
          return [4 /*yield*/, launch()];
        case 1:
          browser = _c.sent();
          return [4 /*yield*/, browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })];
        case 2:
          context = _c.sent();
          (_a = cookie.split(';')[0].split('=')), (name = _a[0]), (value = _a[1]);
          return [4 /*yield*/, context.addCookies([{ name: name, value: value, url: base }])];
        case 3:
          _c.sent();
          return [
            4 /*yield*/,
            context.route('**/__bench/bare.html', (r) =>
              r.fulfill({ contentType: 'text/html', body: BARE_PAGE(estateId) }),
            ),
          ];
        case 4:
          _c.sent();
          return [
            4 /*yield*/,
            context.route('**/__bench/ag-grid.js', (r) =>
              r.fulfill({ contentType: 'text/javascript', body: agGridJs }),
            ),
          ];
        case 5:
          _c.sent();
          return [4 /*yield*/, context.newPage()];
        case 6:
          page = _c.sent();
          ours = () =>
            __awaiter(this, void 0, void 0, function () {
              return __generator(this, (_a) => {
                switch (_a.label) {
                  case 0:
                    return [4 /*yield*/, page.goto('about:blank')];
                  case 1:
                    _a.sent();
                    return [4 /*yield*/, page.goto('/estate/'.concat(estateId, '/Assets'))];
                  case 2:
                    _a.sent();
                    return [4 /*yield*/, page.locator('.ag-row[row-id="1"]').first().waitFor()];
                  case 3:
                    _a.sent();
                    return [2 /*return*/];
                }
              });
            });
          bare = () =>
            __awaiter(this, void 0, void 0, function () {
              return __generator(this, (_a) => {
                switch (_a.label) {
                  case 0:
                    return [4 /*yield*/, page.goto('about:blank')];
                  case 1:
                    _a.sent();
                    return [4 /*yield*/, page.goto('/__bench/bare.html')];
                  case 2:
                    _a.sent();
                    return [4 /*yield*/, page.locator('.ag-row[row-id="1"]').first().waitFor()];
                  case 3:
                    _a.sent();
                    return [2 /*return*/];
                }
              });
            });
          cashflow = () =>
            __awaiter(this, void 0, void 0, function () {
              return __generator(this, (_a) => {
                switch (_a.label) {
                  case 0:
                    return [4 /*yield*/, page.goto('about:blank')];
                  case 1:
                    _a.sent();
                    return [4 /*yield*/, page.goto('/estate/'.concat(estateId, '/Cashflow?all=1'))];
                  case 2:
                    _a.sent();
                    return [4 /*yield*/, page.locator('.ag-row').first().waitFor()];
                  case 3:
                    _a.sent();
                    return [2 /*return*/];
                }
              });
            });
          facts = (0, domain_1.maxEstate)();
          _c.label = 7;
        case 7:
          _c.trys.push([7, , 10, 12]);
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)(
              'Assets grid, 1001 assets (navigate to drawn rows)',
              ours,
              'bare AG Grid, same rows',
              bare,
              6,
            ),
          ];
        case 8:
          _b = [_c.sent()];
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)(
              'Cashflow, all assets (navigate to drawn rows)',
              cashflow,
              'engine recompute alone',
              () => (0, domain_1.recompute)(facts),
              6,
            ),
          ];
        case 9:
          return [2 /*return*/, _b.concat([_c.sent()])];
        case 10:
          return [4 /*yield*/, browser.close()];
        case 11:
          _c.sent();
          return [7 /*endfinally*/];
        case 12:
          return [2 /*return*/];
      }
    });
  });
}
