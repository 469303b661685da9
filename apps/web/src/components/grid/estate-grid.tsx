/**
 * The estate grid every tab uses: typed columns, remembered column visibility, filters, checkmark
 * selection, validated cell editing (the grid never mutates rows: edits go to onCellEdit), delete with
 * confirmation, itemId preselect and PDF export of what is shown.
 */
import { Alert, Box, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { MSG_NO_PERMISSION, MSG_SELECT_ITEM_FIRST, todayIso } from '@probity/domain';
import type {
  CellDoubleClickedEvent,
  CellEditRequestEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClassParams,
  RowSelectionOptions,
  SelectionColumnDef,
} from 'ag-grid-community';
import {
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AgGridLazy } from './ag-grid-lazy.ts';
import { CardEditor } from './card-editor.tsx';
import { CARDS_BELOW_PX, cardLayout, cardTitle, filterRows } from './card-layout.ts';
import { CardList } from './card-list.tsx';
import { buildColDefs, InvalidEdit, moneyChars } from './column-defs.ts';
import { type EmptyContent, EmptyOverlay, EmptyState, EmptyStateContext } from './empty-state.tsx';
import { displayedRows, selectAndReveal } from './grid-api.ts';
import { leaveGridOnTab } from './grid-focus.ts';
import { gridHeightPx } from './grid-size.ts';
import { GridToolbar } from './grid-toolbar.tsx';
import { SETTLED_ROW_CLASS, withRowBadges } from './row-badge.tsx';
import { keepUnchanged, rowChanges } from './stable-rows.ts';
import { shownTotals, TOTALS_ROW_ID, totalsRowData } from './totals-row.ts';
import type { EditResult, EstateGridHandle, EstateGridProps, RowId } from './types.ts';
import { useBoxWidth } from './use-box-width.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import { type CardView, useGridCommands } from './use-grid-commands.tsx';

const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

const ROW_SELECTION: RowSelectionOptions = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  selectAll: 'filtered',
  // Only the checkmark selects: clicking a cell is for editing and navigation.
  enableClickSelection: false,
};
const SELECTION_COLUMN: SelectionColumnDef = {
  pinned: 'left',
  width: 44,
  resizable: false,
  suppressHeaderMenuButton: true,
  headerTooltip: 'Select all shown rows',
};

export function EstateGrid<T>(props: EstateGridProps<T> & { ref?: Ref<EstateGridHandle<T>> }) {
  const { gridId, userId, rows, columns, readOnly = false, itemId, maxHeight = '75vh' } = props;
  const apiRef = useRef<GridApi<T> | null>(null);
  // Latest props for callbacks the grid keeps from its first render (no re-creation, no re-render storms).
  const latest = useRef(props);
  latest.current = props;

  const [message, setMessage] = useState<string | null>(null);
  const [quickFilter, setQuickFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(quickFilter, 150);
  const [counts, setCounts] = useState({ selected: 0, shown: 0, filtersActive: false });

  const visibility = useColumnVisibility(gridId, userId, columns);
  // Rounded to 10 px so resizing the window rebuilds the columns only now and then.
  const [boxRef, boxWidth] = useBoxWidth();
  const gridWidth = Math.round(boxWidth / 10) * 10;
  const badged = !!props.rowBadge;
  const { totals } = props;
  // While a filter hides rows, the totals are those of the rows shown (set on each model update).
  const [filteredTotals, setFilteredTotals] = useState<Record<string, number> | null>(null);
  // no rows: no totals row either (zeros of nothing), so the empty state has the grid's body to itself
  const noRows = rows.length === 0;
  const pinnedBottomRowData = useMemo(
    () => (noRows ? [] : totalsRowData(filteredTotals ?? totals, columns)),
    [noRows, filteredTotals, totals, columns],
  );
  // A money column is as wide as its longest figure: keyed by text, so an edit that keeps the lengths keeps the
  // column definitions (no rebuild of the grid's columns on every keystroke's save)
  const charsKey = useMemo(
    () => JSON.stringify(moneyChars(columns, rows, pinnedBottomRowData as Record<string, unknown>[])),
    [columns, rows, pinnedBottomRowData],
  );
  const colDefs = useMemo(
    () =>
      withRowBadges(
        buildColDefs(columns, {
          readOnly,
          visible: visibility.visible,
          today: todayIso,
          gridWidth,
          moneyChars: JSON.parse(charsKey),
        }),
        cardLayout(columns).title?.field as string | undefined,
        badged ? (row: T) => latest.current.rowBadge?.(row) : undefined,
      ),
    [columns, readOnly, visibility.visible, gridWidth, badged, charsKey],
  );
  const byField = useMemo(() => new Map(columns.map((c) => [c.field as string, c])), [columns]);

  // Callers get ids as they are in their rows; AG Grid needs them as strings.
  const idOf = useCallback((row: T) => (latest.current.getRowId ?? defaultRowId)(row), []);
  const getRowId = useCallback(
    (p: GetRowIdParams<T>) => (p.rowPinned ? TOTALS_ROW_ID : String(idOf(p.data))),
    [idOf],
  );

  // Unchanged rows keep their object, so the grid redraws only the rows an edit changed.
  const previousRows = useRef(new Map<unknown, T>());
  const gridRows = useMemo(() => {
    const r = keepUnchanged(rows, previousRows.current, idOf);
    previousRows.current = r.byId;
    return r.rows;
  }, [rows, idOf]);
  // The grid takes its rows once, as it is created; after that each change reaches it as a transaction (only the
  // rows it touches), before the browser paints. `held`: the rows the grid has now.
  const created = useRef<T[]>(gridRows);
  const held = useRef<T[]>(gridRows);
  if (!apiRef.current || apiRef.current.isDestroyed()) created.current = held.current = gridRows;
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed() || held.current === gridRows) return;
    const changes = rowChanges(held.current, gridRows, idOf);
    if (changes) api.applyTransaction(changes);
    else api.setGridOption('rowData', gridRows);
    held.current = gridRows;
  }, [gridRows, idOf]);

  // Below 600 px the rows are cards (read at once, so a phone never builds the grid first).
  const asCards = useMediaQuery(`(max-width: ${CARDS_BELOW_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const layout = useMemo(() => cardLayout(columns), [columns]);
  const shownColumns = useMemo(
    () => columns.filter((c) => visibility.visible[c.field] !== false),
    [columns, visibility.visible],
  );
  const cardRows = useMemo(
    () => (asCards ? filterRows(rows, columns, visibility.visible, debouncedFilter) : []),
    [asCards, rows, columns, visibility.visible, debouncedFilter],
  );
  const [cardSelected, setCardSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<T | null>(null);
  const cards = useRef<CardView<T> | null>(null);
  // Select cards (a row just added or edited, ?itemId) and bring the first into view once drawn: only if it is not in
  // view already (`nearest`, within the page's scroll padding: global.css). Centred every time, an edited card the
  // user was looking at moved the whole page, and the tab bar under a finger reaching for the next tab with it.
  const cardBox = useRef<HTMLDivElement>(null);
  const revealCards = useCallback((ids: readonly RowId[]) => {
    setCardSelected(new Set(ids.map(String)));
    const first = ids[0];
    if (first !== undefined)
      requestAnimationFrame(() =>
        cardBox.current
          ?.querySelector(`[data-row-id="${CSS.escape(String(first))}"]`)
          ?.scrollIntoView({ block: 'nearest' }),
      );
  }, []);
  const cardPreselected = useRef<RowId | null | undefined>(undefined);
  useEffect(() => {
    if (!asCards || itemId === null || itemId === undefined || cardPreselected.current === itemId) return;
    if (!rows.some((r) => String(idOf(r)) === String(itemId))) return;
    cardPreselected.current = itemId;
    revealCards([itemId]);
  }, [asCards, itemId, rows, idOf, revealCards]);
  cards.current = asCards
    ? {
        selected: () => cardRows.filter((r) => cardSelected.has(String(idOf(r)))),
        select: revealCards,
        shownRows: () => cardRows,
        shownColumns: () => shownColumns,
      }
    : null;

  const commands = useGridCommands({ apiRef, latest, idOf, setMessage, setQuickFilter, cards });
  useImperativeHandle(props.ref, () => commands, [commands]);

  // itemId preselect: once per id, as soon as that row is in the grid.
  const preselected = useRef<RowId | null | undefined>(undefined);
  const tryPreselect = useCallback(() => {
    const api = apiRef.current;
    const id = latest.current.itemId;
    if (!api || id === null || id === undefined || preselected.current === id) return;
    if (selectAndReveal(api, [String(id)], true)) preselected.current = id;
  }, []);
  useEffect(() => {
    if (itemId !== undefined) tryPreselect();
  }, [itemId, tryPreselect]);

  const refreshCounts = useCallback(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    const next = {
      selected: api.getSelectedNodes().length,
      shown: api.getDisplayedRowCount(),
      filtersActive: api.isAnyFilterPresent(),
    };
    const hiding = next.filtersActive || !!api.getGridOption('quickFilterText');
    const sums = hiding ? shownTotals(latest.current.totals, displayedRows(api)) : null;
    setFilteredTotals((t) => (JSON.stringify(t) === JSON.stringify(sums) ? t : sums));
    setCounts((c) =>
      c.selected === next.selected && c.shown === next.shown && c.filtersActive === next.filtersActive
        ? c
        : next,
    );
  }, []);

  const onGridReady = useCallback(
    (e: GridReadyEvent<T>) => {
      apiRef.current = e.api;
      refreshCounts();
    },
    [refreshCounts],
  );

  const { getSelectedIds } = commands;
  const getRowClass = useCallback(
    (p: RowClassParams<T>) =>
      p.node.rowPinned ? 'estate-grid-totals' : p.data ? latest.current.rowClass?.(p.data) : undefined,
    [],
  );
  // Rules, not getRowClass, so a row that becomes settled (sold, paid) is muted when its data changes.
  const rowClassRules = useMemo(
    () => ({
      [SETTLED_ROW_CLASS]: (p: RowClassParams<T>) =>
        !!p.data && !p.node.rowPinned && !!latest.current.rowBadge?.(p.data),
    }),
    [],
  );
  // onReady once per grid, when its rows are there to read: AG Grid's first drawn rows, or at once for cards and
  // for the empty state (neither waits on AG Grid).
  const readied = useRef(false);
  const ready = useCallback(() => {
    if (readied.current) return;
    readied.current = true;
    latest.current.onReady?.(commands);
  }, [commands]);
  // AG Grid draws its frame a few frames before its header cells and rows. Until its rows are drawn the frame is
  // kept invisible (its place held): a half-built treegrid (rows without cells, a scrolling viewport with nothing
  // to focus) is nothing a user can use, and axe rightly refuses it. A grid made anew (the first row added to an
  // empty tab) waits again.
  const [drawn, setDrawn] = useState(false);
  if (noRows && drawn) setDrawn(false);
  const onFirstDataRendered = useCallback(() => {
    setDrawn(true);
    tryPreselect();
    ready();
  }, [tryPreselect, ready]);
  useEffect(() => {
    if (asCards || noRows) ready();
  }, [asCards, noRows, ready]);

  const onSelectionChanged = useCallback(() => {
    refreshCounts();
    // A checkmark answers 'First select an item...': the reminder goes away.
    setMessage((m) => (m === MSG_SELECT_ITEM_FIRST ? null : m));
    latest.current.onSelectionChange?.(getSelectedIds());
  }, [refreshCounts, getSelectedIds]);

  // A parsed, validated edit of one field (from a cell, or from a card's editor) goes to the tab's onCellEdit.
  const commitEdit = useCallback(
    (row: T, field: string, value: unknown): EditResult => {
      const { readOnly: ro, readOnlyMessage, onCellEdit } = latest.current;
      if (ro) return readOnlyMessage ?? MSG_NO_PERMISSION;
      return onCellEdit?.(idOf(row), field, value, row);
    },
    [idOf],
  );

  const onCellEditRequest = useCallback(
    (e: CellEditRequestEvent<T>) => {
      const col = byField.get(e.column.getColId());
      if (!col || !e.data) return;
      if (e.newValue instanceof InvalidEdit && !latest.current.readOnly)
        return setMessage(e.newValue.message);
      if (Object.is(e.newValue, e.oldValue)) return;
      const error = commitEdit(e.data, col.field, e.newValue);
      setMessage(error || null);
    },
    [byField, commitEdit],
  );

  const isEditing = useCallback(() => (apiRef.current?.getEditingCells().length ?? 0) > 0, []);

  // A tapped card: the tab's own dialog when it has one (and may edit), else the card editor.
  const openCard = useCallback((row: T) => {
    const { onOpenItem, readOnly: ro } = latest.current;
    if (onOpenItem && !ro && onOpenItem(row) !== false) return;
    setOpened(row);
  }, []);

  // Read-only grids say why a double-click does not edit.
  const onCellDoubleClicked = useCallback(
    (e: CellDoubleClickedEvent<T>) => {
      const { readOnly: ro, readOnlyMessage } = latest.current;
      if (ro && !e.node.rowPinned && byField.get(e.column.getColId())?.editable)
        setMessage(readOnlyMessage ?? MSG_NO_PERMISSION);
    },
    [byField],
  );

  // no rows at all: what the tab is for and its first action; rows all hidden by a filter: say so, no action
  const empty: EmptyContent =
    rows.length === 0
      ? { text: props.emptyText ?? 'No rows', action: readOnly ? null : (props.emptyAction ?? null) }
      : { text: 'No rows match the filter.', action: null };
  const toolbar = (
    <GridToolbar
      columns={columns}
      visibility={visibility}
      extra={props.toolbar}
      compact={asCards}
      quickFilter={quickFilter}
      onQuickFilter={setQuickFilter}
      selectedCount={asCards ? (cards.current?.selected().length ?? 0) : counts.selected}
      shownCount={asCards ? cardRows.length : counts.shown}
      totalCount={rows.length}
      filtersActive={asCards ? false : counts.filtersActive}
      onClearFilters={commands.clearFilters}
      onDelete={props.onDelete && !readOnly ? commands.deleteSelected : undefined}
      onExportPdf={commands.exportFromToolbar}
      exporting={commands.exporting}
    />
  );
  const alert = message && (
    <Alert color="red" variant="light" py={6} withCloseButton onClose={() => setMessage(null)}>
      {message}
    </Alert>
  );
  if (asCards) {
    return (
      <Stack gap={4} data-grid-id={gridId} className="estate-grid" data-view="cards" ref={cardBox}>
        {alert}
        {toolbar}
        <CardList
          rows={cardRows}
          layout={layout}
          totals={debouncedFilter.trim() ? shownTotals(totals, cardRows) : totals}
          columns={shownColumns}
          idOf={idOf}
          selected={cardSelected}
          onToggle={(id, on) =>
            setCardSelected((s) => {
              const n = new Set(s);
              if (on) n.add(id);
              else n.delete(id);
              return n;
            })
          }
          onOpen={openCard}
          empty={empty}
          rowBadge={props.rowBadge}
        />
        {opened !== null && (
          <CardEditor
            row={opened}
            title={cardTitle(layout, shownColumns, opened)}
            titleField={layout.title?.field}
            columns={shownColumns}
            readOnly={readOnly}
            readOnlyMessage={props.readOnlyMessage}
            commit={commitEdit}
            onClose={() => setOpened(null)}
          />
        )}
      </Stack>
    );
  }

  const height = `min(${gridHeightPx(rows.length + pinnedBottomRowData.length)}px, ${maxHeight})`;
  return (
    <Stack gap={4} data-grid-id={gridId} className="estate-grid">
      {/* Outside the sized box, so a message never takes height from the rows (the last row stayed hidden). */}
      {alert}
      <Box style={{ height, display: 'flex', flexDirection: 'column' }}>
        {toolbar}
        {/* One Tab in, one Tab out (grid-focus.ts); while a cell is edited, Tab moves to the next cell. */}
        <Box
          ref={boxRef}
          style={{ flex: 1, minHeight: 120, visibility: noRows || drawn ? undefined : 'hidden' }}
          data-drawn={noRows || drawn}
          onKeyDownCapture={(e) => leaveGridOnTab(e, isEditing)}
        >
          {/* No rows at all: the empty state instead of a grid (an empty ARIA treegrid has no rows, which axe
              rightly refuses). Otherwise created once the box is measured: created before, it would build every
              column twice. */}
          {noRows && <EmptyState {...empty} />}
          {!noRows && gridWidth > 0 && (
            <EmptyStateContext.Provider value={empty}>
              {/* The box keeps its height while AG Grid loads (usually already there: preloadGrid). */}
              <Suspense fallback={null}>
                <AgGridLazy<T>
                  rowData={created.current}
                  pinnedBottomRowData={pinnedBottomRowData}
                  columnDefs={colDefs}
                  getRowId={getRowId}
                  rowSelection={ROW_SELECTION}
                  selectionColumnDef={SELECTION_COLUMN}
                  // every column drawn, even one scrolled out of view: a grid has at most some twenty, and the
                  // browser checks then see each figure where it lies (e2e/tests/clipping.ts)
                  suppressColumnVirtualisation
                  readOnlyEdit
                  stopEditingWhenCellsLoseFocus
                  quickFilterText={debouncedFilter}
                  // Each row's filter text built once (again only when the row changes), not on every pass.
                  cacheQuickFilter
                  noRowsOverlayComponent={EmptyOverlay}
                  tooltipShowDelay={600}
                  onGridReady={onGridReady}
                  getRowClass={getRowClass}
                  rowClassRules={rowClassRules}
                  onFirstDataRendered={onFirstDataRendered}
                  onRowDataUpdated={tryPreselect}
                  onModelUpdated={refreshCounts}
                  onSelectionChanged={onSelectionChanged}
                  onCellEditRequest={onCellEditRequest}
                  onCellDoubleClicked={onCellDoubleClicked}
                />
              </Suspense>
            </EmptyStateContext.Provider>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
