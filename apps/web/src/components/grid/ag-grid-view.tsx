/**
 * AG Grid itself (a megabyte of script), loaded only where a grid is drawn (estate-grid.tsx): below 600 px the
 * rows are cards and a phone never fetches it. `preloadGrid` starts the load early on a screen wide enough.
 */
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { gridTheme } from './grid-setup.ts';

export default function AgGridView<T>(props: AgGridReactProps<T>) {
  return <AgGridReact<T> theme={gridTheme} {...props} />;
}
