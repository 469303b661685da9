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
exports.startHttp = startHttp;
exports.signUp = signUp;
exports.httpRows = httpRows;
// Issue 2 bench: loading the whole maximum estate over HTTP vs fetching the same rows with psql, and a
// one-field save over HTTP vs the same UPDATE through psql.
var node_child_process_1 = require('node:child_process');
var server_1 = require('@probity/server');
var pg_1 = require('pg');
var max_estate_ts_1 = require('./max-estate.ts');
var timing_ts_1 = require('./timing.ts');
var psql = (url, sql) =>
  (0, node_child_process_1.execFileSync)(
    'psql',
    ['-X', '-q', '-A', '-t', '-o', '/dev/null', url, '-c', sql],
    { stdio: 'pipe' },
  );
function startHttp(databaseUrl, port) {
  return __awaiter(this, void 0, void 0, function () {
    var app;
    return __generator(this, (_a) => {
      switch (_a.label) {
        case 0:
          return [
            4 /*yield*/,
            (0, server_1.buildApp)({
              databaseUrl: databaseUrl,
              authSecret: 'probity-bench-secret-0123456789abcdef',
              baseURL: 'http://127.0.0.1:'.concat(port),
            }),
          ];
        case 1:
          app = _a.sent();
          return [4 /*yield*/, app.listen({ port: port, host: '127.0.0.1' })];
        case 2:
          _a.sent();
          return [2 /*return*/, app];
      }
    });
  });
}
function signUp(base) {
  return __awaiter(this, void 0, void 0, function () {
    var res, _a, _b, _c, cookie;
    var _d;
    return __generator(this, (_e) => {
      switch (_e.label) {
        case 0:
          return [
            4 /*yield*/,
            fetch(''.concat(base, '/api/auth/sign-up/email'), {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-probity': '1', origin: base },
              body: JSON.stringify({
                name: 'Bench User',
                email: 'bench'.concat(Date.now(), '@example.com'),
                password: 'bench-password-1',
              }),
            }),
          ];
        case 1:
          res = _e.sent();
          if (res.ok) return [3 /*break*/, 3];
          _a = Error.bind;
          _c = (_b = 'sign-up failed: '.concat(res.status, ' ')).concat;
          return [4 /*yield*/, res.text()];
        case 2:
          throw new (_a.apply(Error, [void 0, _c.apply(_b, [_e.sent()])]))();
        case 3:
          cookie = res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          _d = { cookie: cookie };
          return [4 /*yield*/, res.json()];
        case 4:
          return [2 /*return*/, ((_d.userId = _e.sent().user.id), _d)];
      }
    });
  });
}
function httpRows(w) {
  return __awaiter(this, void 0, void 0, function () {
    var headers, load, full, count, revision, n, save, pool, rows, _a;
    var _b;
    return __generator(this, (_c) => {
      switch (_c.label) {
        case 0:
          headers = {
            cookie: w.cookie,
            'x-probity': '1',
            origin: w.base,
            'content-type': 'application/json',
          };
          load = () =>
            __awaiter(this, void 0, void 0, function () {
              var res;
              return __generator(this, (_a) => {
                switch (_a.label) {
                  case 0:
                    return [
                      4 /*yield*/,
                      fetch(''.concat(w.base, '/api/estate/').concat(w.estateId, '/full'), {
                        headers: headers,
                      }),
                    ];
                  case 1:
                    res = _a.sent();
                    if (!res.ok) throw new Error('load failed '.concat(res.status));
                    return [2 /*return*/, res.json()];
                }
              });
            });
          return [4 /*yield*/, load()];
        case 1:
          full = _c.sent();
          count = full.payload.txacts.length;
          if (count !== 6000) throw new Error('expected 6000 transactions, got '.concat(count));
          revision = (_b = full.payload.revision) !== null && _b !== void 0 ? _b : full.payload.meta.revision;
          n = 0;
          save = () =>
            __awaiter(this, void 0, void 0, function () {
              var res, body;
              return __generator(this, (_a) => {
                switch (_a.label) {
                  case 0:
                    return [
                      4 /*yield*/,
                      fetch(''.concat(w.base, '/api/estate/').concat(w.estateId, '/save'), {
                        method: 'POST',
                        headers: headers,
                        body: JSON.stringify({
                          revision: revision,
                          parts: { meta: { label: 'Bench maximum estate '.concat(++n) } },
                        }),
                      }),
                    ];
                  case 1:
                    res = _a.sent();
                    return [4 /*yield*/, res.json()];
                  case 2:
                    body = _a.sent();
                    if (!res.ok)
                      throw new Error('save failed '.concat(res.status, ' ').concat(JSON.stringify(body)));
                    revision = body.payload.revision;
                    return [2 /*return*/];
                }
              });
            });
          pool = new pg_1.default.Pool({ connectionString: w.databaseUrl, max: 1 });
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)('load whole estate (GET /full)', load, 'psql select of the same rows', () =>
              psql(w.databaseUrl, (0, max_estate_ts_1.fullEstateSql)(w.estateId)),
            ),
          ];
        case 2:
          _a = [_c.sent()];
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)('one-field save (POST /save)', save, 'psql UPDATE of that field', () =>
              psql(
                w.databaseUrl,
                "update estates set label = 'Bench ".concat(++n, "' where id = '").concat(w.estateId, "'"),
              ),
            ),
          ];
        case 3:
          rows = _a.concat([_c.sent()]);
          return [4 /*yield*/, pool.end()];
        case 4:
          _c.sent();
          return [2 /*return*/, rows];
      }
    });
  });
}
