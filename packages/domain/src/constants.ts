/**
 * Business constants and limits, in one place (docs/architecture.md, Principles). Money in cents, rates exact
 * integers. The size limits (1001 assets, 6000 transactions, 2000 contacts...) bound the largest estate the bench
 * measures, so no estate is ever slower than that one (docs/api.md lists their messages).
 */

// Timings (ms)
export const AUTOSAVE_MS = 600_000;
export const AUTOSAVE_DEFER_MS = 5_000;
export const SAVE_WAIT_RELEASE_MS = 10_000;
export const TIME_REFRESH_MS = 60_000;
export const DATE_INPUT_DEBOUNCE_MS = 1_750;

/** Currency precision 0.005 dollars: amounts below half a cent count as zero. In cents that is 0.5. */
export const CURRENCY_PRECISION = 0.005;
export const UNPAID_EXPENSE_THRESHOLD = 0.005;
/** Multi-expense reimbursement tolerance, 0.01 dollars = 1 cent. */
export const EXPENSE_SUM_TOLERANCE_CENTS = 1;

export const PERCENT_FACTOR = 1000;
export const PERCENT_TOTAL = 100_000;
/** Canada spouse allocation factors: percent allocations scale by 1000, fixed ones by 1000000. */
export const CA_SPOUSE_FACTOR_PERCENT = 1000;
export const CA_SPOUSE_FACTOR_FIXED = 1_000_000;

export const MAX_ASSETS = 1001;
export const MAX_TXACTS_PER_ASSET = 5000;
export const MAX_TXACTS = 6000;
/** Transactions a trial (unlicensed) estate may import before it needs a licence. */
export const TRIAL_IMPORT_LIMIT = 50;
export const MAX_CONTACTS = 2000;
export const MAX_EXPENSES = 2000;
export const MAX_LOG_ENTRIES = 2000;
export const TEXT_MAX_LENGTH = 500;
/**
 * Largest amount one item may carry: $10,000,000,000 (cents), so every total stays exact: the most items an
 * estate can hold (assets, transactions, expenses) times this stays below 2^53.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;
/** Most hours one executor log entry may record (a year of days and nights); a total of 2000 stays finite. */
export const MAX_LOG_HOURS = 8_784;
/** Most miles (or km) one mileage expense may record: beyond any trip, small enough to price in cents exactly. */
export const MAX_MILEAGE = 1_000_000;

/** Unpaid expenses are fetched by ids when there are fewer than this many. */
export const FETCH_BY_IDS_THRESHOLD = 90;
/** Entries before this date page in on demand ('Include Older'). */
export const EARLIER_ENTRIES_CUTOFF = '1980-01-01';
export const MIN_DATE = '1900-01-01';

/** Check numbers the engine gives a new-value adjustment and a sale (they sort last on their day). */
export const CHECK_NUM_NEW_VALUE = 8e15;
export const CHECK_NUM_SALE = 8e15 + 1;

/**
 * US federal estate tax filing limit (cents) by year of death; the last entry applies to later years.
 * 2026 and later: 15.00M under P.L. 119-21. Add a year by appending a row.
 */
export const FILING_LIMITS: readonly (readonly [year: number, cents: number])[] = [
  [2010, 500_000_000],
  [2011, 500_000_000],
  [2012, 512_000_000],
  [2013, 525_000_000],
  [2014, 534_000_000],
  [2015, 543_000_000],
  [2016, 545_000_000],
  [2017, 549_000_000],
  [2018, 1_118_000_000],
  [2019, 1_140_000_000],
  [2020, 1_158_000_000],
  [2021, 1_170_000_000],
  [2022, 1_206_000_000],
  [2023, 1_292_000_000],
  [2024, 1_361_000_000],
  [2025, 1_399_000_000],
  [2026, 1_500_000_000],
];

/** Filing limit in cents for a death year; null before 2010 (no limit rule). */
export function filingLimitFor(year: number): number | null {
  let found: number | null = null;
  for (const [y, cents] of FILING_LIMITS) if (y <= year) found = cents;
  return found;
}

/** Estate value (cents) at which a spouse Form 706 (portability) prompt appears. */
export const SPOUSE_706_THRESHOLD = 200_000_000;

/**
 * Mileage rates in mills (tenths of a cent) per mile or km, from the day each took effect; the last entry
 * applies to later days. US .565 = 565 (IRS standard business rate: 2022 changed on 1 July, IRS IR-2022-124).
 * Canada: CRA's reasonable allowance for the first 5,000 km; it adds 40 mills (0.04) in NT, NU and YT.
 */
export const MILEAGE_RATES_US: readonly (readonly [string, number])[] = [
  ['2013-01-01', 565],
  ['2014-01-01', 560],
  ['2015-01-01', 575],
  ['2016-01-01', 540],
  ['2017-01-01', 535],
  ['2018-01-01', 545],
  ['2019-01-01', 580],
  ['2020-01-01', 575],
  ['2021-01-01', 560],
  ['2022-01-01', 585],
  ['2022-07-01', 625],
  ['2023-01-01', 655],
  ['2024-01-01', 670],
  ['2025-01-01', 700],
  ['2026-01-01', 725],
];
export const MILEAGE_RATES_CA: readonly (readonly [string, number])[] = [
  ['2013-01-01', 540],
  ['2014-01-01', 540],
  ['2015-01-01', 550],
  ['2016-01-01', 540],
  ['2017-01-01', 540],
  ['2018-01-01', 550],
  ['2019-01-01', 580],
  ['2020-01-01', 590],
  ['2021-01-01', 590],
  ['2022-01-01', 610],
  ['2023-01-01', 680],
  ['2024-01-01', 700],
  ['2025-01-01', 720],
  ['2026-01-01', 730],
];
export const MILEAGE_NORTH_EXTRA_MILLS = 40;
export const MILEAGE_NORTH_PROVINCES: ReadonlySet<string> = new Set(['NT', 'NU', 'YT']);

// Sample estate
export const SAMPLE_DEATH_STATE_US = 'GA';
export const SAMPLE_DEATH_STATE_CA = 'ON';
export const SAMPLE_EXEC_STATE = 'NJ';
export const SAMPLE_DEATH_DAYS_AGO = 75;
export const SAMPLE_ASSET_CENTS = 12_500_00;
export const SAMPLE_DEBT_CENTS = 7_500_00;
export const SAMPLE_EXPENSE_CENTS = 125_00;
export const SAMPLE_LOG_HOURS = 5;

export const ESTATE_CASHFLOW_ACCOUNT_NAME = 'Estate Cashflow Account';
export const VARIOUS_REFUNDS_NAME = 'Various Refunds';

// Grid and PDF
export const GRID_VALUE_COL_WIDTH_PERCENT = 10;
export const GRID_ROW_HEIGHT_PX = 30;
export const GRID_EXTRA_HEIGHT_PX = 102;
export const PDF_PAGE_WIDTH = 630;
export const PDF_HEADER_MAX_CHARS = 80;
export const GRID_DATE_FORMAT = 'dd-MMM-yyyy';

export const STATES_WITHOUT_LAWYERS: ReadonlySet<string> = new Set(['HI', 'MA', 'MI', 'NY', 'UT']);

/** A receipt and release still unanswered this many days after it was sent gets one reminder (issue 39). */
export const RELEASE_REMINDER_DAYS = 14;
