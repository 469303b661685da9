// A tab's EstateGrid wired to the open estate and the page, so each tab passes only what is its own: read-only
// for view-only and Sample estates, the row named by ?itemId selected, plus the grid's id, title and empty text.
// Spread `props` on the grid: <EstateGrid<Row> {...grid.props} rows={rows} columns={COLUMNS} ... />.
import { useReadOnly } from '../../estate';
import { useItemId } from '../../lib/estate-routes';
import { type EstateGridProps, useEstateGrid } from '../grid';

type Spec = Pick<EstateGridProps<unknown>, 'gridId' | 'userId' | 'title' | 'emptyText'>;

export function useTabGrid<T>(spec: Spec) {
  const grid = useEstateGrid<T>();
  const readOnly = useReadOnly();
  const [itemId] = useItemId();
  /** Selects a row a dialog has just added, once the grid has drawn it. */
  const selectSoon = (id?: number) => {
    if (id !== undefined) setTimeout(() => grid.ref.current?.selectIds([id]), 50);
  };
  return { ...grid, readOnly, selectSoon, props: { ref: grid.ref, readOnly, itemId, ...spec } };
}
