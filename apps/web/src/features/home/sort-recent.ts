// Order of the home page's estate list.
import type { EstateSummary } from '../estates';

/** Recent first: the user's recently opened list, then the most recently updated. */
export function sortRecent(estates: EstateSummary[], recent: readonly string[] = []): EstateSummary[] {
  const rank = (id: string) => {
    const i = recent.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...estates].sort(
    (a, b) => rank(a.id) - rank(b.id) || String(b.updated_at ?? '').localeCompare(String(a.updated_at ?? '')),
  );
}
