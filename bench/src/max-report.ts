// Stores a maximum estate for the dev server at PORT (its embedded PostgreSQL in DATA_DIR) and owns it by a new user.
import { readFileSync } from 'node:fs';
import { createDb } from '@probity/db';
import { signUp } from './http-bench.ts';
import { benchEstate, storeEstate } from './max-estate.ts';

const base = `http://127.0.0.1:${process.env.PORT ?? 4800}`;
const pw = readFileSync(`${process.env.DATA_DIR ?? '/tmp/leaddata'}/pg-password`, 'utf8').trim();
const db = createDb(
  `postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${process.env.PG_PORT ?? 6800}/probity`,
  2,
);
const { cookie, userId } = await signUp(base);
const id = `max_${Date.now()}`;
await storeEstate(db, id, userId, benchEstate());
await db.close();
console.log(JSON.stringify({ id, cookie }));
