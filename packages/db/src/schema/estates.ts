import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cents, day, txt } from './columns.ts';

type FileRefs = { name: string; blob_name: string; size?: number; kind?: string }[];

/** Estate meta (docs/api.md, GET /api/estate/{id}). The decedent's name and death date live here too (one copy). */
export const estates = pgTable(
  'estates',
  {
    id: text('id').primaryKey(),
    // null for the Sample estates, which belong to nobody
    owner_id: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull().default(1),
    label: txt('label'),
    name: txt('name'),
    state: txt('state'),
    state_exec: txt('state_exec'),
    country_code: text('country_code').notNull().default('us'),
    trust: boolean('trust').notNull().default(false),
    death_date: day('death_date'),
    licensed: boolean('licensed').notNull().default(false),
    lic_date: day('lic_date'),
    lic_extra: integer('lic_extra'),
    lic_reported: boolean('lic_reported').notNull().default(false),
    lic_quote: integer('lic_quote'),
    trial_ends: timestamp('trial_ends', { withTimezone: true }),
    samples: integer('samples').notNull().default(0),
    debt: cents('debt'),
    debt_death: cents('debt_death'),
    refunds: cents('refunds'),
    land: boolean('land').notNull().default(false),
    gval_estimate: cents('gval_estimate'),
    gval_death: cents('gval_death'),
    gval_use_actual: boolean('gval_use_actual').notNull().default(false),
    unpaid_expenses: cents('unpaid_expenses'),
    spouse: boolean('spouse').notNull().default(false),
    /**
     * The revision whose facts the stored derived values (the totals above, the items' derived columns) were
     * computed from; null = never stored. A read finding it behind `revision` derives them again.
     */
    derived_rev: integer('derived_rev'),
    /**
     * Moves with every write of the estate's item lists (a trigger of each item table, migration 0016), whoever
     * writes them: the server keeps a parsed copy of the lists by this number (apps/server/src/estate/facts-cache.ts).
     */
    facts_version: integer('facts_version').notNull().default(0),
    is_user_dec: boolean('is_user_dec').notNull().default(false),
    set_user_dec: boolean('set_user_dec').notNull().default(false),
    user_role: text('user_role').notNull().default(''),
    gval_stated: cents('gval_stated'),
    // The executor's choice of tax year (issue 42): the first tax year's last day; null = the calendar year.
    tax_year_end: day('tax_year_end'),
    // A US trust's section 645 election (issue 42): treated as part of the estate, it may keep the estate's fiscal year.
    election_645: boolean('election_645').notNull().default(false),
    distributor: txt('distributor'),
    // The court caption of the reports (issue 36): where the estate is administered and which account this is.
    court_name: txt('court_name'),
    court_county: txt('court_county'),
    case_no: txt('case_no'),
    fiduciary_addr: txt('fiduciary_addr'),
    account_kind: txt('account_kind'),
    account_no: integer('account_no'),
    questions_left: integer('questions_left'),
    wiz_off: boolean('wiz_off').notNull().default(false),
    files: jsonb('files')
      .$type<{ letters: FileRefs; exec: FileRefs }>()
      .notNull()
      .default({ letters: [], exec: [] }),
    config: jsonb('config')
      .$type<{ currency: string; task_dates: Record<string, string>; payees?: Record<string, number> }>()
      .notNull()
      .default({ currency: '', task_dates: {} }),
    // Task state bitmaps (packages/domain/src/tasks/bitmaps.ts): four 32-bit words each, plus user task info.
    tasks_done: jsonb('tasks_done').$type<number[]>().notNull().default([0, 0, 0, 0]),
    tasks_na: jsonb('tasks_na').$type<number[]>().notNull().default([0, 0, 0, 0]),
    tasks_hide: jsonb('tasks_hide').$type<number[]>().notNull().default([0, 0, 0, 0]),
    tasks_changed: jsonb('tasks_changed').$type<number[]>().notNull().default([]),
    tasks_custom: jsonb('tasks_custom').$type<unknown[]>().notNull().default([]),
    tasks_userinfo: jsonb('tasks_userinfo').$type<unknown[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('estates_owner_idx').on(t.owner_id),
    // An owner's estate labels are unique (a label names one estate in their list). The rule is checked with its
    // message first; the index closes the race of two saves at once. Trimmed and case-blind, like the check.
    uniqueIndex('estates_owner_label_uq')
      .on(t.owner_id, sql`lower(trim(${t.label}))`)
      .where(sql`${t.label} <> ''`),
  ],
);

/**
 * Sharing (the users list's access entries, docs/api.md): one row per person the owner invited, by email. access 1 = edit,
 * 2 = view only, 0 = no access (kept on the list, grants nothing). user_id is filled when the invitee accepts
 * (done = responded); until then only the invitation token's hash ties the row to the email that received it.
 */
export const estateAccess = pgTable(
  'estate_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    access: integer('access').notNull(),
    email: txt('email'),
    name: txt('name'),
    phone: txt('phone'),
    done: boolean('done').notNull().default(false),
    /** sha256 of the invitation link's token ('' once used or never sent); the token itself is only in the email. */
    token_hash: txt('token_hash'),
    invited_at: timestamp('invited_at', { withTimezone: true }),
    /** The directory's supplier this entry was made for (a lawyer the owner granted access). */
    supplier_id: integer('supplier_id'),
    /** A beneficiary's heir (access 3): the heirs row of this estate whose share the user sees. */
    heir_id: integer('heir_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estate_access_user_uq').on(t.estate_id, t.user_id),
    uniqueIndex('estate_access_email_uq')
      .on(t.estate_id, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    uniqueIndex('estate_access_token_uq').on(t.token_hash).where(sql`${t.token_hash} <> ''`),
    // one beneficiary entry per heir
    uniqueIndex('estate_access_heir_uq').on(t.estate_id, t.heir_id).where(sql`${t.heir_id} is not null`),
    index('estate_access_user_idx').on(t.user_id),
  ],
);

/** Decedent (or Trust Info): one row per estate. name and death_date are the estate's columns. */
export const decedents = pgTable('decedents', {
  estate_id: text('estate_id')
    .primaryKey()
    .references(() => estates.id, { onDelete: 'cascade' }),
  birth_date: day('birth_date'),
  residence: txt('residence'),
  addr_state: txt('addr_state'),
  addr_county: txt('addr_county'),
  addr_country: txt('addr_country'),
  residence_addr_state: txt('residence_addr_state'),
  residence_addr_county: txt('residence_addr_county'),
  residence_addr_country: txt('residence_addr_country'),
  phone: txt('phone'),
  /** The tax number masked ('•••-••-6789', domain maskSecret); the number itself is only in ssn_enc, sealed. */
  ssn: txt('ssn'),
  /** AES-256-GCM of the tax number with the id of its key (packages/db/src/secrets/sealed.ts); '' when none. */
  ssn_enc: txt('ssn_enc'),
  files: jsonb('files')
    .$type<{ death_cert: FileRefs; funeral: FileRefs; will: FileRefs; organizing: FileRefs }>()
    .notNull()
    .default({ death_cert: [], funeral: [], will: [], organizing: [] }),
});

/** Who changed what: one row per save (append only). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    estate_id: text('estate_id'),
    user_id: text('user_id'),
    action: text('action').notNull(),
    revision: integer('revision'),
    detail: jsonb('detail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The hash chain (migration 0017): set by the database on insert, whoever writes the entry. `seq` counts an
    // estate's entries from 1; `hash` seals this entry's fields with the hash of the one before (`prev_hash`).
    seq: integer('seq'),
    prev_hash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_entries_estate_idx').on(t.estate_id),
    index('audit_entries_chain_idx').on(t.estate_id, t.seq),
  ],
);

/** Client-side errors reported through POST /api/log. */
export const clientLog = pgTable('client_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  level: text('level').notNull(),
  msg: text('msg').notNull(),
  estate_id: text('estate_id'),
  user_id: text('user_id'),
  user_agent: text('user_agent'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
