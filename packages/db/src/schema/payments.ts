import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { estates } from './estates.ts';

/**
 * Checkouts started and their outcome (licences now; services later). The id is the provider's (a Stripe Checkout
 * Session id, or a local one), so a webhook delivered twice finds the row already paid and changes nothing.
 */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  estate_id: text('estate_id').references(() => estates.id, { onDelete: 'set null' }),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** licence, volume (`quantity` licences to assign later), storage, probate, service. */
  kind: text('kind').notNull(),
  /** service: the catalogue's item bought (SERVICES_FILE). */
  item: text('item'),
  quantity: integer('quantity').notNull().default(1),
  /** Total in cents of `currency`. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** open, paid, cancelled */
  status: text('status').notNull().default('open'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paid_at: timestamp('paid_at', { withTimezone: true }),
});

/** Volume licences bought and not yet assigned to an estate. */
export const licenceCredits = pgTable('licence_credits', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remaining: integer('remaining').notNull().default(0),
});

/** The probate lawyer service of an estate (docs/api.md): the place asked for, its price, and whether it is paid. */
export const probateServices = pgTable('probate_services', {
  estate_id: text('estate_id')
    .primaryKey()
    .references(() => estates.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default(''),
  county: text('county').notNull().default(''),
  price: integer('price'),
  consult_ok: boolean('consult_ok').notNull().default(false),
  paid: boolean('paid').notNull().default(false),
  /** Where it was paid for (the warning when the estate's place changes afterwards). */
  paid_state: text('paid_state').notNull().default(''),
  paid_county: text('paid_county').notNull().default(''),
  paid_at: timestamp('paid_at', { withTimezone: true }),
});

/** The operator's directory of lawyers, accountants and other suppliers (SUPPLIERS_FILE), by place. */
export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  type: integer('type').notNull(),
  state: text('state').notNull().default(''),
  county: text('county').notNull().default(''),
  zip: text('zip').notNull().default(''),
  email: text('email').notNull().unique(),
  phone: text('phone').notNull().default(''),
  web: text('web').notNull().default(''),
  prefer: boolean('prefer').notNull().default(false),
  member: boolean('member').notNull().default(false),
  member_name: text('member_name').notNull().default(''),
});
