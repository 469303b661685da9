// The autosave interval is 600000 ms (10 minutes). Tests shorten it without a rebuild, read once per page load:
//   - the query parameter ?autosave_ms=2000 on any page, or
//   - window.__PROBITY_AUTOSAVE_MS = 2000 set before the app starts (Playwright: page.addInitScript).
import { AUTOSAVE_MS } from '@probity/domain';

declare global {
  interface Window {
    __PROBITY_AUTOSAVE_MS?: number;
  }
}

let cached: number | null = null;

export function autosaveIntervalMs(): number {
  if (cached !== null) return cached;
  const fromQuery = Number(new URLSearchParams(window.location.search).get('autosave_ms'));
  const fromWindow = Number(window.__PROBITY_AUTOSAVE_MS);
  const pick = [fromQuery, fromWindow].find((n) => Number.isFinite(n) && n >= 100);
  cached = pick ?? AUTOSAVE_MS;
  return cached;
}
