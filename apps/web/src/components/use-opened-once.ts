import { useState } from 'react';

/**
 * True from the first time `opened` is true on. A dialog is drawn from then on and stays mounted, so Mantine's
 * closing transition and focus return run; until then it is not drawn at all. A closed Mantine Modal still runs
 * its hooks (a portal, a window listener, a scroll lock's timer), and an estate page holds several dialogs that
 * may never open.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
