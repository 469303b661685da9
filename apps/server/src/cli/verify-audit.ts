// `npm run verify -- --estate ID`: recomputes an estate's audit chain (GET /api/estate/{id}/audit/verify) in the
// installation of `npm start`, running or not: the same DATABASE_URL, or the embedded PostgreSQL under DATA_DIR
// (the app's own while it runs). Exit code 0 when the chain holds, 1 when a link is broken, 2 on a usage error.
import { parseArgs } from 'node:util';
import { createDb, findEstate, runMigrations, startDatabase, verifyAuditChain } from '@probity/db';

const { values } = parseArgs({ options: { estate: { type: 'string' } } });
const estateId = values.estate;
if (!estateId) {
  console.error('Usage: npm run verify -- --estate ID');
  process.exit(2);
}

const database = await startDatabase({ attach: true });
const client = createDb(database.url, 1);
let code = 0;
try {
  await runMigrations(client.pool); // as the app does at start: an installation from before the chain gets it
  if (!(await findEstate(client.db, estateId))) {
    console.error(`No estate ${estateId} in this installation.`);
    code = 2;
  } else {
    const v = await verifyAuditChain(client.db, estateId);
    if (v.intact) {
      console.log(
        `The audit trail of estate ${estateId} holds: ${v.entries} entries, the newest sealed as ${v.head}.`,
      );
    } else if (v.broken) {
      const why =
        v.broken.reason === 'changed' ? 'its fields were changed' : 'it does not follow the entry before it';
      console.log(
        `The audit trail of estate ${estateId} is broken at entry ${v.broken.seq} (id ${v.broken.id}, written ` +
          `${v.broken.at}): ${why}. ${v.entries} entries checked.`,
      );
      code = 1;
    }
  }
} finally {
  await client.close();
  await database.stop();
}
process.exit(code);
