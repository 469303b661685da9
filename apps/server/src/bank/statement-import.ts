import { type Exec, insertItems, listItems, lockEstate } from '@probity/db';
import {
  csvStatement,
  guessCsvFormat,
  kindOfCat,
  MAX_STATEMENT_ROWS,
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
 * Stores a statement's rows as the asset's downloads, under the estate's lock: rows downloaded before are not
 * stored again, and rows the ledger already holds (their id on a transaction) are stored as done, so the import
 * dialog only ever shows what is still to decide.
 */
export async function storeStatement(tx: Exec, estateId: string, assetId: number, rows: OfxRow[]) {
  if (rows.length > MAX_STATEMENT_ROWS)
    throw badRequest(`A statement can hold at most ${MAX_STATEMENT_ROWS} rows`);
  await lockEstate(tx, estateId);
  const stored = new Set(
    (await listItems(tx, 'bank_downloads', estateId))
      .filter((r) => r.asset_id === assetId)
      .map((r) => String(r.transaction_id)),
  );
  const { facts } = await readFacts(tx, estateId);
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
