import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates.ts';

// Estate files (issue 15): one row per stored blob. The bytes live in the file storage (disk or S3) under
// blob_name; status is 'pending' from the upload slot until the bytes arrive and pass the checks.
export const estateFiles = pgTable(
  'estate_files',
  {
    blob_name: text('blob_name').primaryKey(),
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().default(''),
    sha256: text('sha256').notNull().default(''),
    status: text('status').notNull().default('pending'),
    entity_type: text('entity_type'),
    entity_id: text('entity_id'),
    prop: text('prop'),
    /** The executor shares it with the heirs (issue 39): beneficiaries list and download it. */
    heirs: boolean('heirs').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estate_files_estate_idx').on(t.estate_id, t.entity_type, t.entity_id)],
);
export type EstateFileRow = typeof estateFiles.$inferSelect;
