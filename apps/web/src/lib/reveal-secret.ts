// GET /api/estate/{id}/secret: a tax number in clear (reads answer it masked; the server audits each reveal).
import type { SecretAnswer } from '@probity/domain';
import { apiGet } from './api';

export async function revealSecret(estateId: string, heirId?: number): Promise<string> {
  const query = heirId === undefined ? '' : `?heir=${heirId}`;
  const res = await apiGet<SecretAnswer>(`/api/estate/${encodeURIComponent(estateId)}/secret${query}`);
  return res.ssn;
}
