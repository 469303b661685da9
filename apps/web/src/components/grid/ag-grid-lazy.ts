// AG Grid on need: the grid view's chunk is fetched when a grid is first drawn, or earlier by preloadGrid.
import type { AgGridReactProps } from 'ag-grid-react';
import { type JSX, lazy } from 'react';
import { CARDS_BELOW_PX } from './card-layout.ts';

const load = () => import('./ag-grid-view.tsx');

/** AgGridReact with the app's theme, as a lazy component (it suspends until AG Grid has arrived). */
export const AgGridLazy = lazy(load) as unknown as <T>(props: AgGridReactProps<T>) => JSX.Element;

/** Starts fetching AG Grid where grids are drawn as grids (at least 600 px wide; narrower, rows are cards). */
export function preloadGrid(): void {
  if (window.matchMedia(`(min-width: ${CARDS_BELOW_PX}px)`).matches) void load().catch(() => undefined);
}
