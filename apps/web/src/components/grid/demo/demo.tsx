/** Demo page: 2000 generated rows in <EstateGrid>, for manual and Playwright checks. Query: readonly, itemId, user. */
import '@mantine/core/styles.css';
import { Button, Code, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { StrictMode, useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EstateGrid, type EstateGridHandle, type RowId, useEstateGrid } from '../index.ts';
import { DEMO_COLUMNS, type DemoRow, makeRows } from './make-rows.ts';

const q = new URLSearchParams(location.search);
const started = performance.now();

declare global {
  interface Window {
    __grid?: EstateGridHandle<DemoRow> | null;
    __edits?: { id: RowId; field: string; value: unknown }[];
    __deleted?: RowId[];
    __firstRenderMs?: number;
    __readyMs?: number;
  }
}
window.__edits = [];

function Demo() {
  const [rows, setRows] = useState(() => makeRows(Number(q.get('rows') ?? 2000)));
  const [status, setStatus] = useState('');
  const grid = useEstateGrid<DemoRow>();

  // The rows as of the last render, so a rule can answer synchronously (React runs updaters later).
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const onCellEdit = useCallback((id: RowId, field: string, value: unknown) => {
    if (field === 'name' && rowsRef.current.some((r) => r.id !== id && r.name === value)) {
      return 'Each item must have a unique name';
    }
    setRows((prev) => prev.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
    window.__edits?.push({ id, field, value });
    return null;
  }, []);

  const onDelete = useCallback((ids: RowId[]) => {
    const gone = new Set(ids);
    setRows((prev) => prev.filter((r) => !gone.has(r.id)));
    window.__deleted = ids;
  }, []);

  const setRef = useCallback(
    (h: EstateGridHandle<DemoRow> | null) => {
      grid.ref.current = h;
      window.__grid = h;
    },
    [grid.ref],
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="xs">
        <Title order={3}>EstateGrid demo</Title>
        <Text size="sm" c="dimmed">
          {rows.length} rows{q.get('readonly') ? ', read-only' : ''}. Status:{' '}
          <Code data-testid="status">{status || '-'}</Code>
        </Text>
        <EstateGrid<DemoRow>
          ref={setRef}
          gridId="demo"
          userId={q.get('user') ?? 'demo-user'}
          title={
            q.get('title') ??
            'Assets - Estate of Jane Q. Example - every item the estate owns, as the demo grid shows it today'
          }
          rows={rows}
          columns={DEMO_COLUMNS}
          readOnly={!!q.get('readonly')}
          itemId={q.get('itemId') ? Number(q.get('itemId')) : null}
          onCellEdit={onCellEdit}
          onDelete={onDelete}
          onSelectionChange={(ids) => setStatus(`selected ${ids.length}`)}
          onReady={(g) => {
            window.__readyMs = performance.now() - started;
            // Like the Assets tab's ?pdf query parameter: export once the rows are drawn.
            if (q.get('pdf'))
              g.exportPdf().then((b) => setStatus(`pdf ${b.type} ${b.size > 1000 ? 'ok' : 'small'}`));
          }}
          maxHeight="calc(100vh - 140px)"
          toolbar={
            <Button
              size="xs"
              onClick={grid.withSelection((sel) => setStatus(`Sell ${sel.map((r) => r.name).join(', ')}`))}
            >
              Sell
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <ModalsProvider>
          <Demo />
        </ModalsProvider>
      </MantineProvider>
    </StrictMode>,
  );
  requestAnimationFrame(() => {
    window.__firstRenderMs = performance.now() - started;
  });
}
