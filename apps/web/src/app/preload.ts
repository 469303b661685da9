// On an estate URL, start everything the page needs at once, before React draws anything: the estate's data
// (GET /full, and GET /summary for the Overview), the estate shell's code and the tab's code (with the grid).
// Left to the components, each would wait for the one before it (shell chunk, then user, then /full, then the
// tab chunk).
import { isStoredEstate, prefetchEstate, prefetchSummary } from '../features/save';

/**
 * Resolves in a task of its own. Asking for a chunk makes Vite's loader add a `<link rel="modulepreload">` for each
 * chunk it imports, some 30 for the estate shell, and each link starts a fetch there and then (about 2 ms apiece on
 * a phone's CPU, Lighthouse's 4x). Asked for in the first script's own task, they made that task one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function preloadFromUrl(path: string): void {
  const m = /^\/estate\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (!m?.[1]) return;
  const estateId = decodeURIComponent(m[1]);
  const tab = m[2];
  // the small summary first, so the Overview's figures can draw before the whole estate has arrived
  if (tab === 'Overview') prefetchSummary(estateId);
  prefetchEstate(estateId);
  // the list of the estate's files too (the Sample estates have their papers)
  const files = isStoredEstate(estateId);
  void nextTask()
    .then(() => import('../features/estate-shell'))
    // each in a task of its own, not in the one the shell's code was evaluated in (some 50 ms at 4x apiece)
    .then(async (shell) => {
      await nextTask();
      shell.preloadTab(tab);
      await nextTask();
      if (files) shell.prefetchFiles(estateId);
      await nextTask();
      shell.primeEngineBridge();
    })
    .catch(() => undefined);
}
