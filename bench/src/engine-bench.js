var __assign =
  (this && this.__assign) ||
  function () {
    __assign =
      Object.assign ||
      function (t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.hasOwn(s, p)) t[p] = s[p];
        }
        return t;
      };
    return __assign.apply(this, arguments);
  };
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
exports.engineRows = engineRows;
// Issue 3 bench: the engine's full recompute and a one-edit update of the maximum estate (6000 transactions)
// vs `ledger balance` (ledger-cli) on the exported journal of the same transactions.
var node_child_process_1 = require('node:child_process');
var node_fs_1 = require('node:fs');
var node_path_1 = require('node:path');
var domain_1 = require('@probity/domain');
var timing_ts_1 = require('./timing.ts');
function engineRows(tmpDir) {
  return __awaiter(this, void 0, void 0, function () {
    var facts, journal, ledgerBalance, derived, target, n, oneEdit, _a;
    return __generator(this, (_b) => {
      switch (_b.label) {
        case 0:
          facts = (0, domain_1.maxEstate)();
          if (facts.txacts.length !== 6000)
            throw new Error('expected 6000 transactions, got '.concat(facts.txacts.length));
          journal = (0, node_path_1.join)(tmpDir, 'max-estate.journal');
          (0, node_fs_1.writeFileSync)(journal, (0, domain_1.toLedgerJournal)(facts));
          ledgerBalance = () =>
            (0, node_child_process_1.execFileSync)('ledger', ['-f', journal, 'balance'], { stdio: 'pipe' });
          derived = (0, domain_1.recompute)(facts);
          target = facts.txacts[facts.txacts.length >> 1];
          n = 0;
          oneEdit = () => {
            var edited = __assign(__assign({}, target), { val: target.val + (++n % 2) }); // alternate so every run is a real change
            var next = __assign(__assign({}, facts), {
              txacts: facts.txacts.map((t) => (t.id === target.id ? edited : t)),
            });
            return (0, domain_1.recomputeIncremental)(facts, derived, next);
          };
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)(
              'full recompute (6000 transactions)',
              () => (0, domain_1.recompute)(facts),
              'ledger balance',
              ledgerBalance,
            ),
          ];
        case 1:
          _a = [_b.sent()];
          return [
            4 /*yield*/,
            (0, timing_ts_1.pair)('one-edit update', oneEdit, 'ledger balance', ledgerBalance),
          ];
        case 2:
          return [2 /*return*/, _a.concat([_b.sent()])];
      }
    });
  });
}
