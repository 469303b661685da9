// The bank link's use cases (docs/api.md, Bank import): link an asset, download what is new (or a period again), unlink.
// The provider is called outside any database transaction; what it answers is stored under the estate's lock.
import {
  type BankLinkRow,
  currentLink,
  type Db,
  deleteItems,
  endLink,
  findEstate,
  insertLink,
  linkAccessToken,
  listItems,
  type Tx,
  updateItem,
  updateLink,
} from '@probity/db';
import {
  awaitingDeath,
  diffItems,
  type Facts,
  MSG_BANK_CULLED,
  MSG_BANK_RELOGIN,
  MSG_CONFLICT,
  MSG_NO_BANK,
  MSG_NOT_BEFORE_DEATH,
  MSG_ONE_BANK_LINK,
  type SaveParts,
  type StatementRow,
} from '@probity/domain';
import { commitSave, inSnapshot, openForWrite, readFacts } from '../estate/index.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import type { BankProvider } from '../runtime/ports.ts';
import { BankError } from './bank-provider.ts';
import { storeStatement } from './statement-import.ts';

export const linkOut = (l: BankLinkRow) => ({
  id: l.id,
  asset_id: l.asset_id,
  linked: l.linked,
  culled: l.culled,
  provider: l.provider,
  account_name: l.account_name,
  synced: !!l.sync_point,
});

/** The asset's link field changes through the ordinary commit: a revision, the audit, the estate's rules. */
async function setAssetLink(
  tx: Tx,
  estateId: string,
  userId: string,
  revision: number,
  assetId: number,
  linkId: number | null,
) {
  const estate = await openForWrite(tx, { estateId, revision, force: false });
  const before = (await readFacts(tx, estateId)).facts;
  const after: Facts = {
    ...before,
    assets: before.assets.map((a) => (a.id === assetId ? { ...a, bank_link_id: linkId } : a)),
  };
  const parts = diffItems(before, after) as SaveParts;
  return commitSave(
    tx,
    estate,
    { parts, facts: after },
    { userId, action: 'bank_link', force: false, bump: true },
  );
}

export async function linkAsset(
  db: Db,
  bank: BankProvider,
  a: {
    estateId: string;
    userId: string;
    revision: number;
    publicToken: string;
    assetId: number;
    accountId?: string;
  },
) {
  // A stale copy is refused before the bank is called, so no login is made at the bank for nothing.
  if ((await findEstate(db, a.estateId))?.revision !== a.revision) throw conflict(MSG_CONFLICT);
  const { facts } = await inSnapshot(db, (tx) => readFacts(tx, a.estateId));
  if (awaitingDeath(facts)) throw badRequest(MSG_NOT_BEFORE_DEATH);
  if (!facts.assets.some((x) => x.id === a.assetId)) throw badRequest('This asset is not in the estate');
  const now = await currentLink(db, a.estateId);
  if (now?.linked && now.asset_id !== a.assetId) throw badRequest(MSG_ONE_BANK_LINK);
  const x = await bank.exchange(a.publicToken);
  const account = x.accounts.find((c) => c.id === a.accountId) ?? x.accounts[0];
  if (!account) throw badRequest('The bank answered no account for this login');
  return db.transaction(async (tx) => {
    // A relink of the same asset (culled, or a new login) replaces the old link.
    if (now) await endLink(tx, a.estateId, now.id);
    const link = await insertLink(tx, a.estateId, {
      asset_id: a.assetId,
      provider: bank.name,
      access_token: x.accessToken,
      item_id: x.itemId,
      account_id: account.id,
      account_name: account.mask ? `${account.name} (…${account.mask})` : account.name,
    });
    const saved = await setAssetLink(tx, a.estateId, a.userId, a.revision, a.assetId, link.id);
    return { link: linkOut(link), revision: saved.revision };
  });
}

/** The current link, usable: 430 when there is none, 435 when the bank dropped it. */
async function usableLink(db: Db, estateId: string): Promise<BankLinkRow & { asset_id: number }> {
  const link = await currentLink(db, estateId);
  if (!link || link.asset_id === null) throw new BankError(430, MSG_NO_BANK);
  if (link.culled) throw new BankError(435, MSG_BANK_CULLED);
  return link as BankLinkRow & { asset_id: number };
}

/** A provider error that says the link is dead marks it culled, so the dialogs offer a relink. */
async function callBank<T>(db: Db, estateId: string, link: BankLinkRow, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof BankError && e.code === 435) await updateLink(db, estateId, link.id, { culled: true });
    if (e instanceof BankError && e.code === 420) throw new BankError(420, MSG_BANK_RELOGIN);
    throw e;
  }
}

/** Downloads what is new since the last time (everything the first time), into the linked asset's downloads. */
export async function syncLink(db: Db, bank: BankProvider, estateId: string) {
  const link = await usableLink(db, estateId);
  const r = await callBank(db, estateId, link, () =>
    bank.sync(linkAccessToken(link), link.account_id, link.sync_point || null),
  );
  return db.transaction(async (tx) => {
    const stored = await storeStatement(tx, estateId, link.asset_id, r.added);
    const changes = await applyChanges(tx, estateId, link.asset_id, r.modified, r.removed);
    await updateLink(tx, estateId, link.id, { sync_point: r.cursor });
    return { ...stored, ...changes };
  });
}

/** The rows of a period again (a redownload): rows already downloaded or booked are recognised as before. */
export async function redownload(db: Db, bank: BankProvider, estateId: string, start: string, end: string) {
  if (start > end) throw badRequest('Start must be before End');
  const link = await usableLink(db, estateId);
  const rows = await callBank(db, estateId, link, () =>
    bank.rows(linkAccessToken(link), link.account_id, start, end),
  );
  return db.transaction(async (tx) => ({
    ...(await storeStatement(tx, estateId, link.asset_id, rows)),
    removed: 0,
    modified: 0,
  }));
}

/** Rows still waiting take the bank's corrections; waiting rows the bank withdrew go. Booked rows stay as booked. */
async function applyChanges(
  tx: Tx,
  estateId: string,
  assetId: number,
  modified: StatementRow[],
  removed: string[],
) {
  const waiting = (await listItems(tx, 'bank_downloads', estateId)).filter(
    (d) => d.asset_id === assetId && d.action === 'new',
  );
  const byId = new Map(waiting.map((d) => [String(d.transaction_id), Number(d.id)]));
  let changed = 0;
  for (const m of modified) {
    const id = byId.get(m.id);
    if (id === undefined) continue;
    await updateItem(tx, 'bank_downloads', estateId, id, { date: m.date, val: m.val, name: m.name });
    changed++;
  }
  const gone = removed.map((r) => byId.get(r)).filter((x): x is number => x !== undefined);
  if (gone.length) await deleteItems(tx, 'bank_downloads', estateId, gone);
  return { removed: gone.length, modified: changed };
}

/**
 * Unlinks: the bank forgets the login (if it still can), the token is dropped, the asset's link cleared. An asset
 * whose link field outlived its link (an estate created with one, a link ended elsewhere) is cleared too.
 */
export async function unlinkBank(
  db: Db,
  bank: BankProvider,
  a: { estateId: string; userId: string; revision: number },
) {
  const link = await currentLink(db, a.estateId);
  if (link) {
    await bank.unlink(linkAccessToken(link)).catch(() => {
      // The link may already be dead at the bank; ours ends either way.
    });
  }
  return db.transaction(async (tx) => {
    if (link) await endLink(tx, a.estateId, link.id);
    const asset = (await readFacts(tx, a.estateId)).facts.assets.find((x) => x.bank_link_id !== null);
    if (asset)
      return {
        revision: (await setAssetLink(tx, a.estateId, a.userId, a.revision, asset.id, null)).revision,
      };
    if (!link) throw new BankError(430, MSG_NO_BANK);
    return {
      revision: (await openForWrite(tx, { estateId: a.estateId, revision: a.revision, force: false }))
        .revision,
    };
  });
}
