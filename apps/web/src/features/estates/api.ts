// The signed-in user's estates (GET /api/estates), recent first, plus the unique-label rule they share.
import type { EstateListItem } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

/** One row of GET /api/estates. */
export type EstateSummary = EstateListItem;

export const ESTATES_KEY = ['estates'] as const;

export const useMyEstates = (enabled = true) =>
  useQuery({
    queryKey: ESTATES_KEY,
    queryFn: () => apiGet<EstateSummary[]>('/api/estates'),
    enabled,
    staleTime: 0, // the list changes whenever any estate is saved, here or by someone else
  });

/**
 * Label uniqueness (so the estates list never shows two alike) ignores case and surrounding spaces; the estate being
 * renamed is excluded.
 */
export function labelTaken(
  estates: readonly EstateSummary[] | undefined,
  label: string,
  exceptId?: string,
): boolean {
  const want = label.trim().toLowerCase();
  return !!estates?.some((e) => e.id !== exceptId && e.label.trim().toLowerCase() === want);
}
