// AG Grid on need: the grid view's chunk is fetched when a grid is first drawn, or earlier by preloadGrid.
import type { AgGridReactProps } from 'ag-grid-react';
import { createElement, type JSX, lazy, useState } from 'react';
import { CARDS_BELOW_PX } from './card-layout.ts';

type View = <T>(props: AgGridReactProps<T>) => JSX.Element;
let loaded: View | null = null;
let loading: Promise<{ default: View }> | null = null;
const load = () => {
  loading ??= import('./ag-grid-view.tsx').then((m) => {
    loaded = m.default;
    return { default: m.default as View };
  });
  // a failed fetch (network) is tried again by the next grid drawn
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
const Lazy = lazy(load) as unknown as View;

/**
 * AgGridReact with the app's theme. Drawn directly once AG Grid is here (the usual case: preloadGrid started it
 * with the tab's code); only a grid drawn before then goes through lazy, which suspends, and React holds a
 * revealed boundary back up to 300 ms after its fallback showed. Each grid keeps the one it started with (a
 * switch would remount it).
 */
export function AgGridLazy<T>(props: AgGridReactProps<T>): JSX.Element {
  const [View] = useState<View>(() => loaded ?? Lazy);
  return createElement(View as (p: AgGridReactProps<T>) => JSX.Element, props);
}

/** Starts fetching AG Grid where grids are drawn as grids (at least 600 px wide; narrower, rows are cards). */
export function preloadGrid(): void {
  if (window.matchMedia(`(min-width: ${CARDS_BELOW_PX}px)`).matches) void load().catch(() => undefined);
}
