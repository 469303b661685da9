/** The grid's commands (the ref handle): selection checks, delete with confirmation, PDF export. */
import { CONFIRM_DELETE_ROWS, MSG_NO_PERMISSION, MSG_SELECT_ITEM_FIRST } from '@probity/domain';
import type { GridApi } from 'ag-grid-community';
import { type Dispatch, type RefObject, type SetStateAction, useMemo, useState } from 'react';
import { confirmDialog } from '../confirm-dialog';
import { displayedColumns, displayedRows, selectAndReveal, selectedRows } from './grid-api.ts';
import { downloadBlob, pdfFileName, renderPdf } from './pdf-export.ts';
import { buildPdfTable, columnValue } from './pdf-table.ts';
import type { EstateGridHandle, EstateGridProps, GridColumn, RowId } from './types.ts';

interface Deps<T> {
  apiRef: RefObject<GridApi<T> | null>;
  latest: RefObject<EstateGridProps<T>>;
  idOf: (row: T) => RowId;
  setMessage: Dispatch<SetStateAction<string | null>>;
  setQuickFilter: Dispatch<SetStateAction<string>>;
  /** Set while the grid shows cards (a phone): selection, rows and columns come from the cards, not AG Grid. */
  cards: RefObject<CardView<T> | null>;
}

/** What the card list holds in place of AG Grid's selection and displayed rows. */
export interface CardView<T> {
  selected: () => T[];
  select: (ids: readonly RowId[]) => void;
  shownRows: () => T[];
  shownColumns: () => GridColumn<T>[];
}

export interface GridCommands<T> extends EstateGridHandle<T> {
  clearFilters: () => void;
  exportFromToolbar: () => void;
  exporting: boolean;
}

const confirmText = (n: number) => `${CONFIRM_DELETE_ROWS} (${n === 1 ? '1 item' : `${n} items`})`;

export function useGridCommands<T>({
  apiRef,
  latest,
  idOf,
  setMessage,
  setQuickFilter,
  cards,
}: Deps<T>): GridCommands<T> {
  const [exporting, setExporting] = useState(false);

  // Every function reads apiRef/latest at call time, so the handle is built once per grid.
  const base = useMemo(() => {
    const getSelectedRows = () => cards.current?.selected() ?? selectedRows(apiRef.current);
    const requireSelection = () => {
      const rows = getSelectedRows();
      if (rows.length > 0) {
        setMessage((m) => (m === MSG_SELECT_ITEM_FIRST ? null : m));
        return rows;
      }
      setMessage(MSG_SELECT_ITEM_FIRST);
      return null;
    };

    const deleteSelected = () => {
      const { onDelete, readOnly, readOnlyMessage, deleteConfirmText } = latest.current;
      if (!onDelete) return;
      if (readOnly) return setMessage(readOnlyMessage ?? MSG_NO_PERMISSION);
      const rows = requireSelection();
      if (!rows) return;
      const ids = rows.map(idOf);
      void confirmDialog({
        title: rows.length === 1 ? 'Delete item' : `Delete ${rows.length} items`,
        msg: deleteConfirmText?.(rows) ?? confirmText(rows.length),
        yes: 'Delete',
        no: 'Cancel',
        danger: true,
        testId: 'grid-delete',
      }).then(async (yes) => {
        if (!yes) return;
        const error = await onDelete(ids, rows);
        setMessage(error || null);
      });
    };

    const exportPdf = async (title?: string, download = false): Promise<Blob> => {
      const api = apiRef.current;
      const { columns, title: defaultTitle } = latest.current;
      const heading = title ?? defaultTitle ?? 'Export';
      const card = cards.current;
      const visibleCols = card ? card.shownColumns() : api ? displayedColumns(api, columns) : [];
      const rows = card ? card.shownRows() : api ? displayedRows(api) : [];
      const blob = await renderPdf(buildPdfTable(heading, visibleCols, rows, columnValue));
      if (download) downloadBlob(blob, pdfFileName(heading));
      return blob;
    };

    const handle: Omit<GridCommands<T>, 'exporting'> = {
      requireSelection,
      getSelectedRows,
      getSelectedIds: () => getSelectedRows().map(idOf),
      selectIds: (ids, scroll = true) => {
        if (cards.current) cards.current.select(ids);
        else if (apiRef.current) selectAndReveal(apiRef.current, ids.map(String), scroll);
      },
      deleteSelected,
      exportPdf,
      showMessage: (text) => setMessage(text),
      setQuickFilter: (text) => setQuickFilter(text),
      clearFilters: () => {
        apiRef.current?.setFilterModel(null);
        setQuickFilter('');
      },
      exportFromToolbar: () => {
        setExporting(true);
        exportPdf(undefined, true)
          .catch((e: unknown) =>
            setMessage(`PDF export failed: ${e instanceof Error ? e.message : String(e)}`),
          )
          .finally(() => setExporting(false));
      },
    };
    return handle;
  }, [apiRef, latest, idOf, setMessage, setQuickFilter, cards]);

  return useMemo(() => ({ ...base, exporting }), [base, exporting]);
}
