/** Small helpers over the AG Grid API, kept out of the component so it stays readable. */

import type { GridApi, IRowNode } from 'ag-grid-community';
import type { GridColumn } from './types.ts';

export function selectedRows<T>(api: GridApi<T> | null): T[] {
  if (!api || api.isDestroyed()) return [];
  return api.getSelectedNodes().flatMap((n) => (n.data ? [n.data] : []));
}

/** Visible columns in the order the user sees them (moved columns included), selection column left out. */
export function displayedColumns<T>(api: GridApi<T>, columns: readonly GridColumn<T>[]): GridColumn<T>[] {
  const byField = new Map(columns.map((c) => [c.field as string, c]));
  return api.getAllDisplayedColumns().flatMap((c) => {
    const col = byField.get(c.getColId());
    return col ? [col] : [];
  });
}

/** Rows after the current filters and sort. */
export function displayedRows<T>(api: GridApi<T>): T[] {
  const out: T[] = [];
  api.forEachNodeAfterFilterAndSort((n) => {
    if (n.data) out.push(n.data);
  });
  return out;
}

/**
 * Whether a reveal may still move the keyboard focus to its row: never while a cell editor is open (moving the
 * focused cell stops AG Grid's edit), and otherwise only if nothing holds the focus (the dialog that added the row
 * has just closed, the page has just loaded) or it is still where it was when the reveal began and that is not a
 * grid cell (the toolbar button that added the row). A cell, an editor or a field the user has gone to since wins.
 */
export function mayTakeFocus(
  active: Element | null,
  startedIn: Element | null,
  body: Element | null,
  editing: boolean,
): boolean {
  if (editing) return false;
  if (active === null || active === body) return true;
  return active === startedIn && !active.closest('[row-id]');
}

/** Select exactly these rows; with `scroll`, bring the first into view and focus it for the keyboard. */
export function selectAndReveal<T>(api: GridApi<T>, ids: readonly string[], scroll: boolean): boolean {
  const nodes = ids.map((id) => api.getRowNode(id)).filter((n): n is IRowNode<T> => !!n);
  if (nodes.length === 0) return false;
  api.deselectAll();
  api.setNodesSelected({ nodes, newValue: true });
  const first = nodes[0];
  const editing = () => api.getEditingCells().length > 0;
  // A cell the user is already editing stays in view and keeps the focus: the new row is only selected.
  if (scroll && first && !editing()) {
    api.ensureNodeVisible(first, 'middle');
    const col = api.getAllDisplayedColumns().find((c) => !c.getColId().startsWith('ag-Grid-'));
    // Focus once the scrolled-to row is drawn (a few frames later on a busy machine), so arrow keys
    // work from the preselected row; give up as soon as the user has put the focus elsewhere (a
    // double-click on another row right after an add must open its editor, not lose it to this row).
    let frames = 60;
    const startedIn = document.activeElement;
    const hasFocus = () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') === first.id;
    const focus = () => {
      if (api.isDestroyed() || first.rowIndex === null || !col || hasFocus()) return;
      if (!mayTakeFocus(document.activeElement, startedIn, document.body, editing())) return;
      if (api.getRenderedNodes().includes(first)) api.setFocusedCell(first.rowIndex, col);
      if (frames-- > 0) requestAnimationFrame(focus);
    };
    requestAnimationFrame(focus);
  }
  return true;
}
