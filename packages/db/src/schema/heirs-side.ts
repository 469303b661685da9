import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { estates } from './estates.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// The heirs' side (issue 39). Published accountings: sealed copies an executor shows the heirs. A row is written once: migration
// 0019 adds a trigger that refuses any UPDATE, so a later change to the ledger cannot alter what was published.
export const publications = pgTable(
  'accounting_publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    /** Accounting 1, 2, ... within the estate. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    options: jsonb('options').notNull(),
    /** The estate's revision it was drawn from. */
    rev: integer('rev').notNull(),
    /** The canonical JSON (RFC 8785) exactly as hashed. */
    json: text('json').notNull(),
    json_sha256: text('json_sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    pdf_sha256: text('pdf_sha256').notNull(),
    changes: integer('changes').notNull(),
    published_by: text('published_by').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  // also the estate's index: its first column is estate_id
  (t) => [uniqueIndex('accounting_publications_number_uq').on(t.estate_id, t.number)],
);
export type PublicationRow = typeof publications.$inferSelect;

// Receipts and releases (issue 39): sent by the executor for an heir's done distributions, resting on a published
// accounting; the heir views, signs or declines. `document` is the canonical JSON as sent (release_sha256 its hash):
// what the heir signs never changes; only the status and the signature's record are written later.
export const releases = pgTable(
  'heir_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    heir_id: integer('heir_id').notNull(),
    accounting: integer('accounting').notNull(),
    document: text('document').notNull(),
    release_sha256: text('release_sha256').notNull(),
    status: text('status').notNull().default('sent'),
    sent_by: text('sent_by').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    signer_name: text('signer_name'),
    signer_ip: text('signer_ip'),
    signer_ua: text('signer_ua'),
    signer_user: text('signer_user'),
    declined_at: timestamp('declined_at', { withTimezone: true }),
    decline_reason: text('decline_reason'),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    /** The signed PDF among the Estate Files (attached to the heir), and its SHA-256. */
    signed_blob: text('signed_blob'),
    signed_pdf_sha256: text('signed_pdf_sha256'),
  },
  (t) => [index('heir_releases_estate_idx').on(t.estate_id, t.heir_id)],
);
export type ReleaseRow = typeof releases.$inferSelect;
