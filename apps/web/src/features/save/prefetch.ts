// The estate read started before React draws anything (main.tsx, on an estate URL), so the estate, the app's code
// and the tab's code arrive together instead of one after another. Taken once, by the first load of that estate
// soon after (load.ts). Its own module, importing nothing of the working copy: the page's first script carries it,
// and everything it imports would have to arrive before the home page can draw.
import {
  type EstateFull,
  type EstateMetaOut,
  type EstatePageData,
  type EstateSummary,
  PAGE_META_ELEMENT,
} from '@probity/domain';
import { apiGet } from '../../lib/api';

export const NEW_ESTATE_ID = 'new';

export const readFull = (estateId: string) =>
  apiGet<EstateFull>(`/api/estate/${encodeURIComponent(estateId)}/full`);

const PREFETCH_FRESH_MS = 10_000;
let prefetched: { estateId: string; at: number; full: Promise<EstateFull> } | null = null;

/** The Sample estates' ids (sample, sample_ca); the server checks its own way too (no owner). */
export const isSampleId = (id: string) => id.startsWith('sample');

/** An estate the server holds: not a new one in the browser, not the sign-in return page. */
export const isStoredEstate = (estateId: string) =>
  !!estateId && estateId !== NEW_ESTATE_ID && estateId !== 'oauth';

export function prefetchEstate(estateId: string): void {
  if (!isStoredEstate(estateId)) return;
  const full = readFull(estateId);
  full.catch(() => undefined); // the load that takes it reports failures
  prefetched = { estateId, at: Date.now(), full };
}

export function takePrefetched(estateId: string): Promise<EstateFull> | null {
  const p = prefetched;
  prefetched = null;
  return p && p.estateId === estateId && Date.now() - p.at < PREFETCH_FRESH_MS ? p.full : null;
}

// GET /summary: the Overview's figures and charts in a few kilobytes, drawn while /full (megabytes for a large
// estate) is still on its way. Asked for only when the page opens on the Overview.
let summary: { estateId: string; at: number; answer: Promise<EstateSummary> } | null = null;

export function prefetchSummary(estateId: string): void {
  if (!isStoredEstate(estateId)) return;
  const answer = apiGet<EstateSummary>(`/api/estate/${encodeURIComponent(estateId)}/summary`);
  answer.catch(() => undefined); // only a preview: /full reports failures
  summary = { estateId, at: Date.now(), answer };
}

export function takeSummary(estateId: string): Promise<EstateSummary> | null {
  const p = summary;
  summary = null;
  return p && p.estateId === estateId && Date.now() - p.at < PREFETCH_FRESH_MS ? p.answer : null;
}

// The estate's meta the server put in the page it drew for an estate URL (apps/server web-app/estate-page.ts), so
// the first render draws the same header the server did. Good until that estate's working copy has loaded once:
// opened again later, the estate may have changed.
let page: EstatePageData | null | undefined;

export function pageMeta(estateId: string): EstateMetaOut | null {
  if (page === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById(PAGE_META_ELEMENT)?.textContent;
    try {
      page = text ? JSON.parse(text) : null;
    } catch {
      page = null;
    }
  }
  return page && page.estateId === estateId ? page.meta : null;
}

export function dropPageMeta(): void {
  page = null;
}
