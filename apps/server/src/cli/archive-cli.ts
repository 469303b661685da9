// `npm run export -- --estate ID --out FILE` and `npm run import -- FILE --owner EMAIL`: the estate archive
// (issue 41) against the installation of `npm start`, running or not: the same DATABASE_URL, or the embedded
// PostgreSQL under DATA_DIR (the app's own while it runs), and the same file storage (DATA_DIR/files or S3).
// Exit code 0 when done, 1 when the archive or the estate is refused, 2 on a usage error.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createDb,
  findEstate,
  findUserByEmail,
  makeKeyring,
  runMigrations,
  startDatabase,
  useDataKeys,
} from '@probity/db';
import { exportArchive } from '../archive/export-archive.ts';
import { importArchive } from '../archive/import-archive.ts';
import { createFileStorage } from '../files/file-store.ts';
import { HttpError } from '../http/http-error.ts';
import { authSecret, dataKeyTexts, fileStoreConfig } from '../runtime/config.ts';

const USAGE = 'Usage: npm run export -- --estate ID --out FILE\n       npm run import -- FILE --owner EMAIL';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    estate: { type: 'string' },
    out: { type: 'string' },
    owner: { type: 'string' },
  },
});
const command = positionals[0];
const exporting = command === 'export' && values.estate && values.out;
const importing = command === 'import' && positionals[1] && values.owner;
if (!exporting && !importing) {
  console.error(USAGE);
  process.exit(2);
}

useDataKeys(makeKeyring(dataKeyTexts()));
const database = await startDatabase({ attach: true });
const client = createDb(database.url, 2);
const files = await createFileStorage(fileStoreConfig(), authSecret());
const ctx = { db: client.db, files };
let code = 0;
try {
  await runMigrations(client.pool);
  if (exporting) {
    const id = values.estate as string;
    if (!(await findEstate(client.db, id))) throw new HttpError(404, `No estate ${id} in this installation.`);
    const { bytes, manifest } = await exportArchive(ctx, id, null);
    fs.writeFileSync(values.out as string, bytes);
    console.log(
      `Estate ${id} written to ${values.out}: ${manifest.estate.assets.length} assets, ` +
        `${manifest.estate.txacts.length} transactions, ${manifest.files.length} files (${bytes.length} bytes).`,
    );
  } else {
    const file = positionals[1] as string;
    const owner = await findUserByEmail(client.db, values.owner as string);
    if (!owner) throw new HttpError(404, `No user ${values.owner} in this installation: sign up first.`);
    const made = await importArchive(ctx, owner.id, new Uint8Array(fs.readFileSync(file)));
    console.log(
      `Imported ${file} as estate ${made.id} ("${made.label}") of ${values.owner}, with ${made.files} files.`,
    );
  }
} catch (err) {
  if (!(err instanceof HttpError)) throw err;
  console.error(err.message);
  code = 1;
} finally {
  await client.close();
  await database.stop();
}
process.exit(code);
