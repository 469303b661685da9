// Receipts and releases from the browser (docs/api.md, The heirs' side): the executor's list and sending on the
// Heirs tab, the heir's reading, signing and declining on their page.
import type { Release } from '@probity/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api';

export const releasesPath = (estateId: string) => `/api/estate/${encodeURIComponent(estateId)}/releases`;
export const releasePdfHref = (estateId: string, id: number) => `${releasesPath(estateId)}/${id}/pdf`;
const key = (estateId: string) => ['releases', estateId];

/** Every release of the estate (a beneficiary: their own), oldest first. */
export function useReleases(estateId: string | null) {
  return useQuery({
    queryKey: key(estateId ?? ''),
    queryFn: () => apiGet<{ releases: Release[] }>(releasesPath(estateId ?? '')),
    enabled: !!estateId,
    select: (d) => d.releases,
  });
}

/** One release as its heir opens it (which marks it viewed); `enabled` while it waits for an answer. */
export function useRelease(estateId: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...key(estateId), id],
    queryFn: () => apiGet<Release>(`${releasesPath(estateId)}/${id}`),
    enabled,
  });
}

export const refreshReleases = (client: QueryClient, estateId: string) =>
  client.invalidateQueries({ queryKey: key(estateId) });

/** `distributions`: the done ones it receipts; all of the heir's when left out. */
export const sendRelease = (estateId: string, heirId: number, accounting: number, distributions?: number[]) =>
  apiPost<Release>(releasesPath(estateId), { heir_id: heirId, accounting, distributions });

export const signRelease = (estateId: string, id: number, body: { statements: true[]; name: string }) =>
  apiPost<Release>(`${releasesPath(estateId)}/${id}/sign`, { consent: true, ...body });

export const declineRelease = (estateId: string, id: number, reason: string) =>
  apiPost<Release>(`${releasesPath(estateId)}/${id}/decline`, { reason });

/** The words and colour of each status, as both sides show it. */
export const RELEASE_STATUS: Record<Release['status'], { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'gray' },
  viewed: { label: 'Viewed', color: 'blue' },
  signed: { label: 'Signed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};
