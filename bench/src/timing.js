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
exports.median = median;
exports.pair = pair;
exports.printRows = printRows;
// Side-by-side timing: each pair runs interleaved in one process, and we report medians and their ratio.
var node_perf_hooks_1 = require('node:perf_hooks');
function median(fn, runs) {
  return __awaiter(this, void 0, void 0, function () {
    var times, i, t0;
    return __generator(this, (_a) => {
      switch (_a.label) {
        case 0:
          times = [];
          i = 0;
          _a.label = 1;
        case 1:
          if (!(i < runs)) return [3 /*break*/, 4];
          t0 = node_perf_hooks_1.performance.now();
          return [4 /*yield*/, fn()];
        case 2:
          _a.sent();
          times.push(node_perf_hooks_1.performance.now() - t0);
          _a.label = 3;
        case 3:
          i++;
          return [3 /*break*/, 1];
        case 4:
          times.sort((a, b) => a - b);
          return [2 /*return*/, times[Math.floor(times.length / 2)]];
      }
    });
  });
}
/** Runs ours and the baseline alternately (warm-up first) so machine noise hits both alike. */
function pair(what_1, ours_1, baselineName_1, baseline_1) {
  return __awaiter(this, arguments, void 0, function (what, ours, baselineName, baseline, runs) {
    var a, b, rounds, r, _a, _b;
    if (runs === void 0) {
      runs = 9;
    }
    return __generator(this, (_c) => {
      switch (_c.label) {
        case 0:
          return [4 /*yield*/, ours()];
        case 1:
          _c.sent();
          return [4 /*yield*/, baseline()];
        case 2:
          _c.sent();
          a = 0;
          b = 0;
          rounds = 3;
          r = 0;
          _c.label = 3;
        case 3:
          if (!(r < rounds)) return [3 /*break*/, 7];
          _a = a;
          return [4 /*yield*/, median(ours, Math.ceil(runs / rounds))];
        case 4:
          a = _a + _c.sent();
          _b = b;
          return [4 /*yield*/, median(baseline, Math.ceil(runs / rounds))];
        case 5:
          b = _b + _c.sent();
          _c.label = 6;
        case 6:
          r++;
          return [3 /*break*/, 3];
        case 7:
          return [
            2 /*return*/,
            { what: what, ours: a / rounds, baseline: b / rounds, baselineName: baselineName },
          ];
      }
    });
  });
}
function printRows(title, rows) {
  console.log('\n'.concat(title));
  console.log('| measure | ours (ms) | baseline | baseline (ms) | ratio ours/baseline |');
  console.log('|---|---:|---|---:|---:|');
  for (var _i = 0, rows_1 = rows; _i < rows_1.length; _i++) {
    var r = rows_1[_i];
    console.log(
      '| '
        .concat(r.what, ' | ')
        .concat(r.ours.toFixed(1), ' | ')
        .concat(r.baselineName, ' | ')
        .concat(r.baseline.toFixed(1), ' | ')
        .concat((r.ours / r.baseline).toFixed(2), ' |'),
    );
  }
}
