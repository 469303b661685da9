// AG Grid on need: the grid view's chunk is fetched when a grid is first drawn, or earlier by preloadGrid.
import type { AgGridReactProps } from 'ag-grid-react';
import { createElement, type JSX, useState } from 'react';
import { codeOnNeed } from '../../lib/code-on-need.ts';
import { CARDS_BELOW_PX } from './card-layout.ts';

const view = codeOnNeed(() => import('./ag-grid-view.tsx').then((m) => m.default));

/** AgGridReact with the app's theme: drawn directly once AG Grid is here (usually: preloadGrid started it). */
export function AgGridLazy<T>(props: AgGridReactProps<T>): JSX.Element {
  const [View] = useState(view.component);
  return createElement(View as (p: AgGridReactProps<T>) => JSX.Element, props);
}

/** Starts fetching AG Grid where grids are drawn as grids (at least 600 px wide; narrower, rows are cards). */
export function preloadGrid(): void {
  if (window.matchMedia(`(min-width: ${CARDS_BELOW_PX}px)`).matches) void view.load().catch(() => undefined);
}
