import { bigint, date, integer, jsonb, text } from 'drizzle-orm/pg-core';

// Column builders shared by the estate tables, so every table stores a kind of value (money, percent, date) the same way.
/** Money: integer cents (bigint, read as a JS number; |cents| < 2^53). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
/** Calendar date as 'yyyy-mm-dd'. */
export const day = (name: string) => date(name, { mode: 'string' });
/** Short text the client always sees as a string ('' when empty). */
export const txt = (name: string) => text(name).notNull().default('');
/** Attached file references. */
export const fileList = (name = 'files') =>
  jsonb(name)
    .$type<{ name: string; blob_name: string; size?: number; kind?: string }[]>()
    .notNull()
    .default([]);
export const intList = (name: string) => jsonb(name).$type<number[]>().notNull().default([]);
export const int = (name: string) => integer(name);
