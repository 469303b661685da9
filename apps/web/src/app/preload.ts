// On an estate URL, start everything the page needs at once, before React draws anything: the estate's data
// (GET /full), the estate shell's code and the tab's code (with the grid). Left to the components, each would
// wait for the one before it (shell chunk, then user, then /full, then the tab chunk).
import { prefetchEstate } from '../features/save';

export function preloadFromUrl(path: string): void {
  const m = /^\/estate\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (!m?.[1]) return;
  prefetchEstate(decodeURIComponent(m[1]));
  const tab = m[2];
  void import('../features/estate-shell').then((shell) => shell.preloadTab(tab)).catch(() => undefined);
}
