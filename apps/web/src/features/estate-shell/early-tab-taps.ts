// The page the server drew (an estate's header and tabs) is inert until React has drawn its own in its place: on a
// slow phone that can be seconds, and a tap on a tab then did nothing. The tap is kept here and taken as soon as
// the router runs (later taps replace earlier ones, as they would on live tabs).
import { estatePath, isTabName } from '../../lib/estate-routes';
import { TABS_ID } from './tab-ids';

const PREFIX = `${TABS_ID}-tab-`;

/** Listens for taps on the server-drawn tabs under `root`; `take(navigate)` hands over the last one (if any) and
 *  goes on handing later ones over until React's own tabs replace the server's. */
export function keepEarlyTabTaps(root: HTMLElement): { take: (navigate: (path: string) => void) => void } {
  const drawn = root.firstElementChild; // the server's markup: detached once React draws
  const estateId = /^\/estate\/([^/]+)/.exec(window.location.pathname)?.[1];
  let pending: string | null = null;
  let go: ((path: string) => void) | null = null;
  const onClick = (e: MouseEvent) => {
    if (!drawn?.isConnected) return document.removeEventListener('click', onClick, true);
    const tab = (e.target as Element | null)?.closest?.(`[role="tab"][id^="${PREFIX}"]`);
    const name = tab?.id.slice(PREFIX.length);
    if (!estateId || !isTabName(name)) return;
    pending = estatePath(decodeURIComponent(estateId), name);
    if (go) go(pending);
  };
  document.addEventListener('click', onClick, true);
  return {
    take: (navigate) => {
      go = navigate;
      if (pending) navigate(pending);
    },
  };
}
