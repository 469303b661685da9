/** Column show/hide state of one grid, remembered per user (see column-state.ts). */
import { useCallback, useMemo, useState } from 'react';
import {
  browserStore,
  columnStateKey,
  loadChoices,
  resolveVisibility,
  saveChoices,
  setChoice,
  type Visibility,
} from './column-state.ts';
import type { GridColumn } from './types.ts';

export interface ColumnVisibility {
  /** field -> visible, for every column. */
  visible: Visibility;
  setVisible: (field: string, visible: boolean) => void;
  /** Forget the user's choices (back to each column's default). */
  reset: () => void;
}

export function useColumnVisibility<T>(
  gridId: string,
  userId: string | number | null | undefined,
  columns: readonly GridColumn<T>[],
): ColumnVisibility {
  const key = columnStateKey(gridId, userId);
  // Keyed state: switching user or grid reloads the stored choices during render (no flash of wrong columns).
  const [state, setState] = useState(() => ({ key, choices: loadChoices(browserStore(), key) }));
  const current = state.key === key ? state : { key, choices: loadChoices(browserStore(), key) };
  if (current !== state) setState(current);

  const visible = useMemo(() => resolveVisibility(columns, current.choices), [columns, current.choices]);

  const setVisible = useCallback(
    (field: string, show: boolean) =>
      setState((s) => {
        const choices = setChoice(columns, s.choices, field, show);
        saveChoices(browserStore(), s.key, choices);
        return { key: s.key, choices };
      }),
    [columns],
  );

  const reset = useCallback(
    () =>
      setState((s) => {
        saveChoices(browserStore(), s.key, {});
        return { key: s.key, choices: {} };
      }),
    [],
  );

  return { visible, setVisible, reset };
}
