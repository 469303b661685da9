/**
 * Tab moves past the grid, not through it: one Tab reaches the grid (AG Grid focuses its first header), the next
 * leaves it for the page's next control (Shift+Tab for the previous one). Inside, the arrow keys move between
 * headers and cells. AG Grid alone tabs through every header and cell, and its 'let the browser tab' answer lands
 * on the next row, so the grid's wrapper takes the key first (capture) and moves the focus itself.
 */
import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (e: Element) =>
  (e as HTMLElement).getClientRects().length > 0 && !e.closest('[inert], [hidden]');

/** The first control after `root` in document order (or the last before it), outside it; null if none. */
export function tabbableBeside(root: Element, backwards: boolean): HTMLElement | null {
  const all = [...root.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (e) => !root.contains(e) && shown(e),
  );
  const after = (e: Element) => !!(root.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING);
  return backwards ? (all.filter((e) => !after(e)).pop() ?? null) : (all.find(after) ?? null);
}

/** Capture-phase key handler of the grid's wrapper; while `editing`, Tab moves between cells as AG Grid does. */
export function leaveGridOnTab(e: KeyboardEvent<HTMLElement>, editing: () => boolean): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey || editing()) return;
  // A column's filter or menu keeps its own Tab order.
  if ((e.target as Element).closest('.ag-popup, .ag-menu, .ag-filter')) return;
  const target = tabbableBeside(e.currentTarget, e.shiftKey);
  e.preventDefault();
  e.stopPropagation();
  // Nothing after the grid on the page: the focus leaves it all the same, as it would leave the last control.
  if (target) target.focus();
  else (e.target as HTMLElement).blur();
}
