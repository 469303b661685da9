import { and, desc, eq } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { bankLinks } from '../schema/items.ts';
import { dataKeys, open, seal } from '../secrets/sealed.ts';

/**
 * Bank links (docs/api.md, Bank import): one per linked asset, newest last. The provider's access token is sealed at rest
 * and opened only to call the provider; no read of the estate ever answers it.
 */
export type BankLinkRow = typeof bankLinks.$inferSelect;
export interface NewBankLink {
  asset_id: number;
  provider: string;
  access_token: string;
  item_id: string;
  account_id: string;
  account_name: string;
}

/** The estate's current link: the newest that is linked or culled (needs relinking). */
export async function currentLink(x: Exec, estateId: string): Promise<BankLinkRow | undefined> {
  const rows = await x
    .select()
    .from(bankLinks)
    .where(eq(bankLinks.estate_id, estateId))
    .orderBy(desc(bankLinks.id));
  return rows.find((r) => r.linked || r.culled);
}

export async function insertLink(x: Exec, estateId: string, l: NewBankLink): Promise<BankLinkRow> {
  const { access_token, ...rest } = l;
  const [row] = await x
    .insert(bankLinks)
    .values({
      ...rest,
      estate_id: estateId,
      linked: true,
      culled: false,
      access_enc: seal(access_token, dataKeys()),
    })
    .returning();
  if (!row) throw new Error('bank link not stored');
  return row;
}

export const linkAccessToken = (row: BankLinkRow): string =>
  row.access_enc ? open(row.access_enc, dataKeys()) : '';

export async function updateLink(
  x: Exec,
  estateId: string,
  id: number,
  patch: Partial<Pick<BankLinkRow, 'linked' | 'culled' | 'sync_point'>>,
): Promise<void> {
  await x
    .update(bankLinks)
    .set(patch)
    .where(and(eq(bankLinks.estate_id, estateId), eq(bankLinks.id, id)));
}

/** Unlinked for good: the token is dropped too, so nothing can call the bank for this estate again. */
export async function endLink(x: Exec, estateId: string, id: number): Promise<void> {
  await x
    .update(bankLinks)
    .set({ linked: false, culled: false, access_enc: '' })
    .where(and(eq(bankLinks.estate_id, estateId), eq(bankLinks.id, id)));
}
