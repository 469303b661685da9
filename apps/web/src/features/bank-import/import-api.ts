import type {
  BankDownload,
  ZBankLinkOut,
  ZBankSynced,
  ZCsvFormat,
  ZLinkSaved,
  ZLinkToken,
  ZStatementImported,
} from '@probity/domain';
import type { z } from 'zod';
import { api, apiGet, apiPost, apiPut } from '../../lib/api';

export type CsvFormat = z.infer<typeof ZCsvFormat>;
export type Imported = z.infer<typeof ZStatementImported>;

export const uploadStatement = (
  estateId: string,
  assetId: number,
  body: { kind: 'csv' | 'ofx'; text: string; file_name: string; format?: CsvFormat; account?: string },
) => apiPost<Imported>(`/connect/estate/${encodeURIComponent(estateId)}/csv/${assetId}`, body);

export type BankLink = z.infer<typeof ZBankLinkOut>;
export type Synced = z.infer<typeof ZBankSynced>;

export const bankState = (estateId: string) =>
  apiGet<{ link: BankLink | null; downloads: BankDownload[]; provider: 'plaid' | 'local' }>(
    `/api/estate/${encodeURIComponent(estateId)}/bank`,
  );
export const pendingDownloads = async (estateId: string): Promise<BankDownload[]> =>
  (await bankState(estateId)).downloads;

const connect = (estateId: string) => `/connect/estate/${encodeURIComponent(estateId)}`;
export const linkToken = (estateId: string) =>
  apiPost<z.infer<typeof ZLinkToken>>(`${connect(estateId)}/`, { want_link_token: true });
export const saveLink = (
  estateId: string,
  body: { public_token: string; asset_id: number; account_id?: string; revision: number },
) => apiPut<z.infer<typeof ZLinkSaved>>(`${connect(estateId)}/`, body);
export const syncBank = (estateId: string) => apiPost<Synced>(`${connect(estateId)}?sync`);
export const redownloadBank = (estateId: string, start: string, end: string) =>
  apiPost<Synced>(`${connect(estateId)}?import=y&redo=true&transacts=y&start=${start}&end=${end}`);
export const unlinkBank = (estateId: string, revision: number) =>
  api<{ revision: number }>('DELETE', connect(estateId), { revision });

/** OFX and QFX files say so in their first lines, whatever their name. */
export const looksLikeOfx = (name: string, text: string) =>
  /\.(ofx|qfx)$/i.test(name) || /OFXHEADER|<OFX>/i.test(text.slice(0, 2000));

/** Unlinks the estate's bank (the server clears the asset's link) and takes the saved estate back. */
export async function unlinkAndReload(estateId: string, revision: number, reload: () => Promise<void>) {
  await unlinkBank(estateId, revision);
  await reload();
}
