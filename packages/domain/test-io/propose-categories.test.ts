// The import's proposed categories (issue 36) on real statements of the corpus (test-io/statements): each row
// below was read by hand in its file, with the category an executor would book it under.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvStatement, readCsvGrid } from '../src/bank/csv-statement.ts';
import { parseOfx } from '../src/bank/ofx-statement.ts';
import { proposeCategory } from '../src/bank/propose-category.ts';
import { CAT } from '../src/enums.ts';
import { CSV_CASES } from './statements/csv-manifest.ts';

const DIR = join(import.meta.dirname, 'statements');

/** Every row of a corpus file, as the import reads it. */
function rowsOf(file: string) {
  if (/\.(ofx|qfx)$/i.test(file)) {
    const r = parseOfx(readFileSync(join(DIR, file), 'latin1'));
    if ('problem' in r) throw new Error(r.problem);
    return r.statements.flatMap((s) => s.rows);
  }
  const c = CSV_CASES.find((x) => x.file === file);
  if (!c) throw new Error(`${file} is not in the manifest`);
  return csvStatement(readCsvGrid(readFileSync(join(DIR, file), 'utf8')), c.format).statement.rows;
}

// file, the row's description as the bank wrote it, its amount in cents, the category proposed.
const SAMPLE: [string, string, number, number][] = [
  ['wesabe-fixofx/checking.ofx', 'Payroll', 196_154, CAT.income],
  ['wesabe-fixofx/checking.ofx', 'Bank Fee', -1_439, CAT.estateExpense],
  ['wesabe-fixofx/checking.ofx', 'Interest Fee', -2_454, CAT.estateExpense],
  ['wesabe-fixofx/checking.ofx', 'Whole Foods', -2_952, CAT.otherWithdrawal],
  ['wesabe-fixofx/savings.ofx', 'Rent Payment', -85_415, CAT.estateExpense],
  [
    'egh-ledger-autosync/no-institution.ofx',
    'AUTOMATIC WITHDRAWAL, ELECTRIC BILL',
    -3_451,
    CAT.estateExpense,
  ],
  ['egh-ledger-autosync/no-institution.ofx', 'DIVIDEND EARNED FOR PERIOD OF 03', 1, CAT.dividend],
  ['egh-ledger-autosync/no-institution.ofx', 'RETURNED CHECK FEE, CHECK # 319', -2_500, CAT.estateExpense],
  ['redstreet-beancount_reds_importers/360Checking.qfx', 'Monthly Interest Paid', 1, CAT.interest],
  [
    'redstreet-beancount_reds_importers/360Checking.qfx',
    'Deposit from BEAN COUNTERS PAYROLL',
    88_899,
    CAT.income,
  ],
  ['jbms-beancount-import/EAC_Checking_Transactions_20201223-160009.CSV', 'ATM Fee Rebate', 300, CAT.refund],
  ['jbms-beancount-import/EAC_Checking_Transactions_20201223-160009.CSV', 'Interest Paid', 9, CAT.interest],
  [
    'bank2ynab-bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv',
    'ROYAL LONDON INSURANCE 01222 61234 GBR',
    -118_323,
    CAT.estateExpense,
  ],
  [
    'bank2ynab-bank2ynab/TransactionHistory_20180418043121.csv',
    'CCY CONVERSION FEE',
    -666,
    CAT.estateExpense,
  ],
  ['bank2ynab-bank2ynab/test_BOI_TransactionExport.csv', 'Éáú üüüümlaut! GP', 2_950, CAT.otherDeposit],
  [
    'redstreet-beancount_reds_importers/schwab_csv_brokerage_XX876_Transactions_20220731.csv',
    'BANK INT 031623-041523 SCHWAB BANK',
    3,
    CAT.interest,
  ],
  [
    'redstreet-beancount_reds_importers/History_for_Account_X8YYYYYYY.csv',
    'DIRECT DEBIT TREASURY DIRECTREAS DRCT (Cash)',
    -1_000_000,
    CAT.otherWithdrawal,
  ],
  // A brokerage's own types: its dividend and fee kept, a buy's cash leg marked as a trade inside the account.
  ['jseutter-ofxparse/fidelity.ofx', 'Dividend: INTEL CORP', 2_250, CAT.dividend],
  ['jseutter-ofxparse/fidelity.ofx', 'LATE SETTLEMENT FEE', -97, CAT.estateExpense],
  ['jseutter-ofxparse/fidelity.ofx', 'Purchase: INTEL CORP', -257_145, CAT.assetPurchase],
];

describe('proposed categories on real statements', () => {
  it.each(SAMPLE)('%s: %s', (file, name, val, cat) => {
    const row = rowsOf(file).find((r) => r.name === name && Math.sign(r.val) === Math.sign(val));
    expect(row?.val).toBe(val);
    expect(proposeCategory(row ?? { name, val }, {})).toBe(cat);
  });

  it('Fidelity: every buy and sell is a trade leg, nothing else is', () => {
    const rows = rowsOf('jseutter-ofxparse/fidelity.ofx');
    const trades = rows.filter((r) => 'trade' in r && r.trade);
    expect(trades.map((r) => r.name.split(':')[0])).toEqual([...Array(8).fill('Purchase'), 'Sale', 'Sale']);
    expect(rows.length - trades.length).toBe(7);
  });

  it('on a bank’s and a card’s statements, proposes only categories that need no counterpart', () => {
    const files = ['wesabe-fixofx/checking.ofx', 'wesabe-fixofx/savings.ofx', 'wesabe-fixofx/creditcard.ofx'];
    const cats = new Set(files.flatMap((f) => rowsOf(f).map((r) => proposeCategory(r, {}))));
    expect([...cats].sort((a, b) => a - b)).toEqual([
      CAT.otherDeposit,
      CAT.income,
      CAT.otherWithdrawal,
      CAT.estateExpense,
    ]);
  });
});
