import { type Exec, insertItems, listItems, lockEstate } from '@probity/db';
import {
  awaitingDeath,
  csvStatement,
  type Facts,
  guessCsvFormat,
  kindOfCat,
  MAX_STATEMENT_ROWS,
  MSG_NOT_BEFORE_DEATH,
  type OfxRow,
  type OfxStatement,
  parseOfx,
  proposeCategory,
  proposeImports,
  readCsvGrid,
  recompute,
  type Statement,
  TXACT_KIND,
  type ZStatementImported,
  type ZStatementUpload,
} from '@probity/domain';
import type { z } from 'zod';
import { readFacts } from '../estate/index.ts';
import { badRequest } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

type Upload = z.infer<typeof ZStatementUpload>;
type Imported = z.infer<typeof ZStatementImported>;
type Read =
  | {
      statement: Statement & { rows: OfxRow[] };
      problems: Imported['problems'];
      value: Imported['value'];
    }
  | { accounts: string[] };

/** The statement a file holds, read by the domain's own parsers (the browser's wizard previews with the same). */
export function readStatement(u: Upload): Read {
  if (u.kind === 'csv') {
    const grid = readCsvGrid(u.text);
    if (grid.length === 0) throw badRequest('This file holds no rows');
    return { ...csvStatement(grid, u.format ?? guessCsvFormat(grid), u.file_name || 'CSV'), value: null };
  }
  const r = parseOfx(u.text);
  if ('problem' in r) throw badRequest(r.problem);
  const picked = u.account === undefined ? r.statements : r.statements.filter((s) => s.account === u.account);
  if (picked.length !== 1) return { accounts: r.statements.map((s) => s.account) };
  const s = picked[0] as OfxStatement;
  return { statement: s, problems: s.problems, value: s.value };
}

/**
 * Stores a statement's rows as the asset's downloads, under the estate's lock (`check` may refuse the estate as
 * locked): rows downloaded before are not
 * stored again, and rows the ledger already holds (their id on a transaction) are stored as done, so the import
 * dialog only ever shows what is still to decide.
 */
export async function storeStatement(
  tx: Exec,
  estateId: string,
  assetId: number,
  rows: OfxRow[],
  check?: (facts: Facts) => void,
) {
  await lockEstate(tx, estateId);
  const { facts } = await readFacts(tx, estateId);
  check?.(facts);
  if (rows.length > MAX_STATEMENT_ROWS)
    throw badRequest(`A statement can hold at most ${MAX_STATEMENT_ROWS} rows`);
  const stored = new Set(
    (await listItems(tx, 'bank_downloads', estateId))
      .filter((r) => r.asset_id === assetId)
      .map((r) => String(r.transaction_id)),
  );
  // The estate's ledger starts at the death: what the account did before is in its value at death.
  const death = facts.meta.death_date;
  const inEstate = death ? rows.filter((r) => r.date >= death) : rows;
  const fresh = inEstate.filter((r) => !stored.has(r.id));
  const remembered = facts.meta.config.payees ?? {};
  const booked = new Set(
    proposeImports(facts, recompute(facts), assetId, fresh)
      .filter((p) => p.action === 'exists')
      .map((p) => p.row.id),
  );
  await insertItems(
    tx,
    'bank_downloads',
    estateId,
    fresh.map((r) => {
      // The proposed category (the estate's memory of the payee, the statement's own, the words); the review
      // shows it and the user may change it. The proposed kind: a trade inside the account is an Adjustment
      // (recorded through the New Value), so the review skips it unless the user books it.
      const cat = proposeCategory(r, remembered);
      return {
        asset_id: assetId,
        transaction_id: r.id,
        date: r.date,
        val: r.val,
        name: r.name,
        cat,
        i_type: r.trade ? TXACT_KIND.adjust : kindOfCat(cat),
        action: booked.has(r.id) ? 'exists' : 'new',
      };
    }) as never,
  );
  return {
    added: fresh.length - booked.size,
    already: inEstate.length - fresh.length + booked.size,
    before_death: rows.length - inEstate.length,
  };
}

/**
 * POST /connect/estate/{id}/csv/{assetId}: a statement file into the asset's downloads. A file of several
 * accounts answers their names for the user to pick one; an estate still awaiting the death takes none.
 */
export async function importStatement(
  ctx: Pick<AppContext, 'db'>,
  estateId: string,
  assetId: number,
  upload: Upload,
): Promise<Imported> {
  const read = readStatement(upload);
  if ('accounts' in read)
    return {
      added: 0,
      already: 0,
      before_death: 0,
      problems: [],
      accounts: read.accounts,
      closing: null,
      value: null,
    };
  const result = await ctx.db.transaction((tx) =>
    storeStatement(tx, estateId, assetId, read.statement.rows, (facts) => {
      if (awaitingDeath(facts)) throw badRequest(MSG_NOT_BEFORE_DEATH);
      if (!facts.assets.some((a) => a.id === assetId)) throw badRequest('This asset is not in the estate');
    }),
  );
  return { ...result, problems: read.problems, closing: read.statement.closing, value: read.value };
}
