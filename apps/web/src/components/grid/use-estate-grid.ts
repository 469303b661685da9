/** Tab-side hook: a ref for <EstateGrid> plus shortcuts for toolbar actions that need a selection. */
import { useCallback, useRef } from 'react';
import type { EstateGridHandle } from './types.ts';

export function useEstateGrid<T>() {
  const ref = useRef<EstateGridHandle<T> | null>(null);

  /** Wrap an action: it runs with the selected rows, or the grid shows 'First select an item...'. */
  const withSelection = useCallback(
    (action: (rows: T[]) => void) => () => {
      const rows = ref.current?.requireSelection();
      if (rows) action(rows);
    },
    [],
  );

  const exportPdf = useCallback((title?: string) => ref.current?.exportPdf(title, true), []);
  const showMessage = useCallback((text: string | null) => ref.current?.showMessage(text), []);
  const deleteSelected = useCallback(() => ref.current?.deleteSelected(), []);

  return { ref, withSelection, exportPdf, showMessage, deleteSelected };
}
