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
exports.fullEstateSql = exports.MAX = void 0;
exports.generateMaxEstate = generateMaxEstate;
exports.MAX = {
  assets: 1001,
  txacts: 6000,
  contacts: 2000,
  expenses: 2000,
  log: 2000,
  heirs: 40,
  debts: 200,
};
function generateMaxEstate(pool, estateId, ownerId) {
  return __awaiter(this, void 0, void 0, function () {
    var q, _i, _a, t;
    return __generator(this, (_b) => {
      switch (_b.label) {
        case 0:
          q = (sql) => pool.query(sql, [estateId]);
          return [
            4 /*yield*/,
            pool.query(
              "insert into estates (id, owner_id, label, name, state, state_exec, country_code, death_date, licensed)\n     values ($1, $2, 'Bench maximum estate', 'Max Benchmark', 'GA', 'NJ', 'us', date '2026-01-15', true)",
              [estateId, ownerId],
            ),
          ];
        case 1:
          _b.sent();
          return [
            4 /*yield*/,
            q("insert into decedents (estate_id, residence, addr_state) values ($1, 'Atlanta', 'GA')"),
          ];
        case 2:
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into assets (estate_id, id, name, account, i_type, val_pre, val_death, cost_basis_death)\n           select $1, g, 'Asset ' || g, 'ACCT-' || g, case when g = 1 then 17 else g % 23 end,\n                  (g * 7919) % 5000000 + 10000, (g * 7919) % 5000000 + 10000, (g * 7919) % 5000000 + 10000\n           from generate_series(1, ".concat(
                exports.MAX.assets,
                ') g',
              ),
            ),
          ];
        case 3:
          _b.sent();
          // Every transaction moves money in or out of an asset after the death date; ids 1..6000.
          return [
            4 /*yield*/,
            q(
              'insert into txacts (estate_id, id, asset, date, cat, i_type, val, name)\n           select $1, g, 1 + (g % '
                .concat(
                  exports.MAX.assets,
                  "), date '2026-01-16' + (g % 300),\n                  case when g % 2 = 0 then 1 else 53 end, case when g % 2 = 0 then 0 else 1 end,\n                  (g * 104729) % 50000 + 100, 'Transaction ' || g\n           from generate_series(1, ",
                )
                .concat(exports.MAX.txacts, ') g'),
            ),
          ];
        case 4:
          // Every transaction moves money in or out of an asset after the death date; ids 1..6000.
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into contacts (estate_id, id, name, i_type, phone, email, city, state)\n           select $1, g, 'Contact ' || g, g % 10, '555-01' || lpad((g % 100)::text, 2, '0'),\n                  'c' || g || '@example.com', 'Atlanta', 'GA'\n           from generate_series(1, ".concat(
                exports.MAX.contacts,
                ') g',
              ),
            ),
          ];
        case 5:
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into exec_expenses (estate_id, id, date, name, i_type, val, seq)\n           select $1, g, date '2026-01-16' + (g % 300), 'Expense ' || g, 0, (g * 31) % 20000 + 100, g\n           from generate_series(1, ".concat(
                exports.MAX.expenses,
                ') g',
              ),
            ),
          ];
        case 6:
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into exec_log (estate_id, id, date, hours, name, i_type, seq)\n           select $1, g, date '2026-01-16' + (g % 300), 1 + (g % 8) * 0.25, 'Work ' || g, g % 3, g\n           from generate_series(1, ".concat(
                exports.MAX.log,
                ') g',
              ),
            ),
          ];
        case 7:
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into heirs (estate_id, id, name, i_type, percent_target)\n           select $1, g, 'Heir ' || g, 2, 2500 from generate_series(1, ".concat(
                exports.MAX.heirs,
                ') g',
              ),
            ),
          ];
        case 8:
          _b.sent();
          return [
            4 /*yield*/,
            q(
              "insert into debts (estate_id, id, name, i_type, val_pre, val_death)\n           select $1, g, 'Debt ' || g, g % 10, (g * 613) % 200000 + 500, (g * 613) % 200000 + 500\n           from generate_series(1, ".concat(
                exports.MAX.debts,
                ') g',
              ),
            ),
          ];
        case 9:
          _b.sent();
          (_i = 0), (_a = ['assets', 'txacts', 'contacts', 'exec_expenses', 'exec_log', 'heirs', 'debts']);
          _b.label = 10;
        case 10:
          if (!(_i < _a.length)) return [3 /*break*/, 13];
          t = _a[_i];
          return [
            4 /*yield*/,
            pool.query(
              "select setval(pg_get_serial_sequence('"
                .concat(t, "', 'id'), (select max(id) from ")
                .concat(t, '))'),
            ),
          ];
        case 11:
          _b.sent();
          _b.label = 12;
        case 12:
          _i++;
          return [3 /*break*/, 10];
        case 13:
          return [2 /*return*/];
      }
    });
  });
}
/** The same rows GET /api/estate/{id}/full returns, as plain SQL for psql. */
var fullEstateSql = (estateId) =>
  [
    'estates where id',
    'decedents where estate_id',
    'assets where estate_id',
    'debts where estate_id',
    'contacts where estate_id',
    'heirs where estate_id',
    'txacts where estate_id',
    'exec_expenses where estate_id',
    'exec_log where estate_id',
    'locs where estate_id',
  ]
    .map((t) => 'select * from '.concat(t, " = '").concat(estateId, "';"))
    .join(' ');
exports.fullEstateSql = fullEstateSql;
