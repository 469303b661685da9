import type { BankDownload, ZCsvFormat, ZStatementImported } from '@probity/domain';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../lib/api';

export type CsvFormat = z.infer<typeof ZCsvFormat>;
export type Imported = z.infer<typeof ZStatementImported>;

export const uploadStatement = (
  estateId: string,
  assetId: number,
  body: { kind: 'csv' | 'ofx'; text: string; file_name: string; format?: CsvFormat; account?: string },
) => apiPost<Imported>(`/connect/estate/${encodeURIComponent(estateId)}/csv/${assetId}`, body);

export const pendingDownloads = async (estateId: string): Promise<BankDownload[]> =>
  (await apiGet<{ downloads: BankDownload[] }>(`/api/estate/${encodeURIComponent(estateId)}/bank`)).downloads;

/** OFX and QFX files say so in their first lines, whatever their name. */
export const looksLikeOfx = (name: string, text: string) =>
  /\.(ofx|qfx)$/i.test(name) || /OFXHEADER|<OFX>/i.test(text.slice(0, 2000));
