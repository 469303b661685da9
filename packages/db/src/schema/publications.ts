import { customType, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { estates } from './estates.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// Published accountings (issue 39): sealed copies an executor shows the heirs. A row is written once: migration
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
