import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { cents, day, fileList, intList, txt } from './columns.ts';
import { estates } from './estates.ts';

// One table per estate item entity (fields as in @probity/domain's entity schemas). Every
// table carries estate_id (the natural shard key) and an integer id assigned by the server; the primary key
// is (estate_id, id). Columns marked "derived" hold what the engine computed from the base facts at the revision
// in estates.derived_rev (storeDerived in apps/server writes them; GET /full reads them).

const itemKeys = () => ({
  estate_id: text('estate_id')
    .notNull()
    .references(() => estates.id, { onDelete: 'cascade' }),
  id: integer('id').generatedByDefaultAsIdentity().notNull(),
});
// (estate_id, id) leads every lookup, so the primary key doubles as the estate index.
const keyed = () => (t: { estate_id: AnyPgColumn; id: AnyPgColumn }) => [
  primaryKey({ columns: [t.estate_id, t.id] }),
];

export const assets = pgTable(
  'assets',
  {
    ...itemKeys(),
    name: txt('name'),
    account: txt('account'),
    i_type: integer('i_type').notNull().default(0),
    ownership: integer('ownership').notNull().default(3),
    probate: boolean('probate').notNull().default(true),
    note: txt('note'),
    files: fileList(),
    loc_name: txt('loc_name'),
    plan: integer('plan').notNull().default(0),
    date: day('date'),
    received: day('received'),
    bank_link_id: integer('bank_link_id'),
    last_check: day('last_check'),
    sundry_refunds: boolean('sundry_refunds').notNull().default(false),
    val_pre: cents('val_pre'),
    val_death: cents('val_death'),
    val_plan: cents('val_plan'),
    cost_basis_orig: cents('cost_basis_orig'),
    cost_basis_death: cents('cost_basis_death'),
    deemed: cents('deemed'),
    // derived
    val: cents('val'),
    val_alloc: cents('val_alloc'),
    val_distrib: cents('val_distrib'),
    val_xfer: cents('val_xfer'),
    val_alloc_future_fixed: cents('val_alloc_future_fixed'),
    paid: cents('paid'),
    cost_basis: cents('cost_basis'),
    cost_basis_stepped: cents('cost_basis_stepped'),
    cost_basis_unstepped: cents('cost_basis_unstepped'),
    cost_basis_death_used: cents('cost_basis_death_used'),
    alloc_num: integer('alloc_num'),
    alloc_percent: integer('alloc_percent'),
    alloc_percent_dynamic: integer('alloc_percent_dynamic'),
    alloc_spouse: integer('alloc_spouse'),
    distrib_percent: integer('distrib_percent'),
    txact_num: integer('txact_num'),
    xfer_num: integer('xfer_num'),
    txact_val_date: day('txact_val_date'),
    settled: boolean('settled'),
  },
  keyed(),
);

export const debts = pgTable(
  'debts',
  {
    ...itemKeys(),
    name: txt('name'),
    account: txt('account'),
    i_type: integer('i_type').notNull().default(0),
    loc_name: txt('loc_name'),
    note: txt('note'),
    files: fileList(),
    val_pre: cents('val_pre'),
    val_death: cents('val_death'),
    val_forgiven: cents('val_forgiven').notNull().default(0),
    forgive_date: day('forgive_date'),
    date: day('date'),
    probate: boolean('probate').notNull().default(true),
    // derived
    owed: cents('owed'),
    val: cents('val'),
    paid: cents('paid'),
    pay_num: integer('pay_num'),
    resolved: boolean('resolved'),
  },
  keyed(),
);

export const heirs = pgTable(
  'heirs',
  {
    ...itemKeys(),
    name: txt('name'),
    i_type: integer('i_type').notNull().default(0),
    loc_name: txt('loc_name'),
    // masked; the number sealed in ssn_enc (as the decedent's)
    ssn: txt('ssn'),
    ssn_enc: txt('ssn_enc'),
    percent_target: integer('percent_target'),
    val_target: cents('val_target'),
    files: fileList(),
    note: txt('note'),
    // derived
    val_alloc: cents('val_alloc'),
    val_benefit: cents('val_benefit'),
    val_bequest: cents('val_bequest'),
    val_distrib: cents('val_distrib'),
  },
  keyed(),
);

// Contact names are unique per estate (exact): the deferred exclusion constraint contacts_name_uq of migration
// 0004 (drizzle's schema builder cannot declare one).
export const contacts = pgTable(
  'contacts',
  {
    ...itemKeys(),
    name: txt('name'),
    i_type: integer('i_type').notNull().default(0),
    phone: txt('phone'),
    email: txt('email'),
    street: txt('street'),
    street2: txt('street2'),
    city: txt('city'),
    state: txt('state'),
    postal: txt('postal'),
    country: txt('country'),
    county: txt('county'),
    web: txt('web'),
    address: txt('address'),
    note: txt('note'),
    files: fileList(),
  },
  keyed(),
);

/** Cashflow transactions (distributions are transactions viewed per heir). `item` is the counterpart. */
export const txacts = pgTable(
  'txacts',
  {
    ...itemKeys(),
    asset: integer('asset').notNull(),
    item: integer('item'),
    date: day('date'),
    cat: integer('cat').notNull(),
    i_type: integer('i_type').notNull(),
    val: cents('val').notNull().default(0),
    check_num: cents('check_num'),
    cost_basis: cents('cost_basis'),
    cost_basis_alt: cents('cost_basis_alt'),
    spouse: boolean('spouse').notNull().default(false),
    percent: integer('percent'),
    distrib_type: integer('distrib_type'),
    reason: integer('reason'),
    heir_id: integer('heir_id'),
    exexp_ids: intList('exexp_ids'),
    name: txt('name'),
    note: txt('note'),
    d_id: text('d_id'),
    files: fileList(),
    // derived: running balances of `asset` and of `item`, the amount and the basis the engine gives it (a pending
    // Entire / Percentage distribution's share of what is left, a disposal's value, a distribution's basis)
    balance: cents('balance'),
    balance_item: cents('balance_item'),
    effective_val: cents('effective_val'),
    effective_cost_basis: cents('effective_cost_basis'),
  },
  (t) => [...keyed()(t), index('txacts_asset_idx').on(t.estate_id, t.asset)],
);

export const execExpenses = pgTable(
  'exec_expenses',
  {
    ...itemKeys(),
    date: day('date'),
    name: txt('name'),
    i_type: integer('i_type').notNull().default(0),
    mileage: doublePrecision('mileage'),
    /** mills (tenths of a cent) per mile */
    mileage_rate: integer('mileage_rate'),
    val: cents('val').notNull().default(0),
    seq: integer('seq').notNull().default(0),
    files: fileList(),
    note: txt('note'),
    // derived: id of the reimbursing transaction
    paid: integer('paid'),
  },
  keyed(),
);

export const execLog = pgTable(
  'exec_log',
  {
    ...itemKeys(),
    date: day('date'),
    hours: doublePrecision('hours').notNull().default(0),
    name: txt('name'),
    i_type: integer('i_type').notNull().default(0),
    seq: integer('seq').notNull().default(0),
    files: fileList(),
  },
  keyed(),
);

// Location names are unique per estate, trimmed and case-blind: locs_name_uq of migration 0004.
export const locs = pgTable(
  'locs',
  {
    ...itemKeys(),
    name: txt('name'),
    note: txt('note'),
  },
  keyed(),
);

export const bankLinks = pgTable(
  'bank_links',
  {
    ...itemKeys(),
    asset_id: integer('asset_id'),
    culled: boolean('culled').notNull().default(false),
    linked: boolean('linked').notNull().default(false),
    sync_point: text('sync_point'),
    /** 'plaid' or 'local' (the provider that made the link). */
    provider: text('provider').notNull().default('local'),
    /** The provider's access token, sealed like a tax number: a database dump must not open a bank account. */
    access_enc: text('access_enc').notNull().default(''),
    item_id: text('item_id').notNull().default(''),
    account_id: text('account_id').notNull().default(''),
    account_name: text('account_name').notNull().default(''),
  },
  keyed(),
);

/** Rows downloaded from a bank (docs/api.md, Bank import), waiting to be imported or matched. */
export const bankDownloads = pgTable(
  'bank_downloads',
  {
    ...itemKeys(),
    asset_id: integer('asset_id').notNull(),
    transaction_id: text('transaction_id').notNull(),
    date: day('date'),
    val: cents('val').notNull(),
    name: txt('name'),
    cat: integer('cat'),
    i_type: integer('i_type'),
    item: integer('item'),
    matches: intList('matches'),
    action: text('action').notNull().default('new'),
  },
  keyed(),
);
