import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from '../client.ts';
import { type ItemTableName, itemsJson, itemsJsonOf, itemsJsonPage } from './items.ts';

/** Rows per page of the largest part: small enough that compressing a page overlaps reading the next. */
const PAGE = 1500;

/**
 * Writes parts of an estate as JSON members (`,"part":[...]`, rows by itemsJson) inside `tx`'s snapshot, piece by
 * piece as they are read, so the answer can be compressed while the rest is read. The largest part
 * (`alone`, a maximum estate's 6,000 transactions) is read meanwhile on a second connection that imports tx's
 * snapshot (pg_export_snapshot), so both see the same estate and PostgreSQL builds the texts on two cores: GET
 * /full of a maximum estate in about two thirds of the time. It is read in pages and written as each page
 * arrives; the other parts wait for it, then follow. `tx` must be repeatable read. A second connection is taken
 * only when the pool has one idle for it or room to open one at once; otherwise everything is read on tx, since
 * waiting for a second connection while holding one could leave every request of a busy server holding one and
 * waiting for another. (Idle alone was not enough: a user's reads one after another keep a single connection
 * open, and since the session and the estate row are read in one statement nothing opened a second, so every
 * maximum estate was read on one core, 55 -> 75 ms.)
 * `aloneRows`: how many rows `alone` holds, when known; a part of one page or less is not worth a second
 * connection's four round trips, and every part is then read in one statement (itemsJsonOf).
 */
export async function writeItemsJson(
  db: Db,
  tx: Tx,
  parts: readonly ItemTableName[],
  estateId: string,
  write: (text: string) => void,
  alone: ItemTableName = 'txacts',
  aloneRows = Number.POSITIVE_INFINITY,
): Promise<void> {
  // Every Db is drizzle over a pg pool (createDb).
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const rest = parts.filter((p) => p !== alone);
  if (aloneRows <= PAGE) {
    const texts = await itemsJsonOf(tx, parts, estateId);
    for (const part of parts) write(`,"${part}":${texts[part]}`);
    return;
  }
  const room = pool.idleCount > pool.waitingCount || pool.totalCount < (pool.options.max ?? 10);
  const split = parts.includes(alone) && rest.length > 0 && room;
  if (!split) {
    for (const part of parts) write(`,"${part}":${await itemsJson(tx, part, estateId)}`);
    return;
  }
  const snapshot = (await tx.execute<{ s: string }>(sql`select pg_export_snapshot() as s`)).rows[0].s;
  const held: string[] = [];
  let aloneDone = false;
  const readRest = async () => {
    for (const part of rest) {
      const member = `,"${part}":${await itemsJson(tx, part, estateId)}`;
      if (aloneDone) write(member);
      else held.push(member);
    }
  };
  const readAlone = (x: Db) => writePaged(x, alone, estateId, write);
  // Both settled before a failure is passed on: tx must not be rolled back (and its connection given back) while
  // the other reading still runs a statement on it.
  const settled = await Promise.allSettled([
    readRest(),
    readInSnapshot(pool, snapshot, readAlone).then(() => {
      aloneDone = true;
      for (const member of held.splice(0)) write(member);
    }),
  ]);
  for (const r of settled) if (r.status === 'rejected') throw r.reason;
}

/** `,"part":[...]` of one part, written a page at a time. */
async function writePaged(x: Db, part: ItemTableName, estateId: string, write: (text: string) => void) {
  write(`,"${part}":[`);
  for (let after = 0, first = true; ; first = false) {
    const page = await itemsJsonPage(x, part, estateId, { after, limit: PAGE });
    if (page.last === undefined) break;
    // The page's array without its brackets, joined to the previous page's rows by a comma.
    write(`${first ? '' : ','}${page.json.slice(1, -1)}`);
    after = page.last;
  }
  write(']');
}

/** Runs `read` on a connection of its own, in a read-only transaction seeing the exported `snapshot`. */
async function readInSnapshot<T>(pool: pg.Pool, snapshot: string, read: (x: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const x = drizzle(client) as unknown as Db;
    await x.execute(sql`begin isolation level repeatable read read only`);
    // SET TRANSACTION SNAPSHOT takes no parameters; the id is PostgreSQL's own (hex digits and dashes).
    if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`unexpected snapshot id ${snapshot}`);
    await x.execute(sql.raw(`set transaction snapshot '${snapshot}'`));
    const result = await read(x);
    await x.execute(sql`commit`);
    return result;
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection left inside a failed transaction is not given back to others.
    client.release(failed);
  }
}
