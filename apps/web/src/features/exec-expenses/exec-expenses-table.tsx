// Executor Expenses: every field; mileage at the IRS or CRA rate of the expense year unless overridden,
// amount = mileage x rate to the cent; the repaid lock; type conversion after confirmation; reimbursement.
import { Button, Stack } from '@mantine/core';
import {
  defaultMileageRate,
  deleteExpense,
  EARLIER_ENTRIES_CUTOFF,
  EXPENSE_TYPE,
  EXPENSE_TYPES,
  editExpense,
  formatMoney,
  MSG_NEED_PAY_ASSET,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { EstateGrid, type GridColumn, SelectionButton } from '../../components/grid';
import { enumColumn, SummaryBar, useOlderEntries, useTabGrid } from '../../components/tab-grid';
import { cellEdit, runOp, useDerived, useFacts } from '../../estate';
import { useTabParams } from '../../lib/estate-routes';
import { filesColumn } from '../files';
import { AddExpenseDialog } from './add-expense-dialog';
import { ReimburseDialog } from './reimburse-dialog';

interface Row {
  id: number;
  date: string | null;
  name: string;
  i_type: number;
  mileage: number | null;
  rate: number | null;
  val: number;
  status: string;
  note: string;
}

const isMileage = (r: Row) => r.i_type === EXPENSE_TYPE.mileage;
const COLUMNS: GridColumn<Row>[] = [
  { field: 'date', header: 'Date', kind: 'date', editable: true, required: 'Date required', card: true },
  { field: 'name', header: 'Description', kind: 'text', editable: true, lockVisible: true },
  enumColumn<Row>('i_type', 'Type', EXPENSE_TYPES),
  { field: 'mileage', header: 'Mileage', kind: 'number', editable: isMileage },
  { field: 'rate', header: 'Rate', kind: 'number', decimals: 3, editable: isMileage },
  { field: 'val', header: 'Amount', kind: 'money', editable: (r) => !isMileage(r), card: true },
  { field: 'status', header: 'Status', kind: 'text', card: true },
  { field: 'note', header: 'Note', kind: 'text', editable: true, hidden: true },
  filesColumn<Row>('exec_expenses', (r) => r.name),
];

export function ExecExpensesTable() {
  const f = useFacts();
  const d = useDerived();
  const { all } = useTabParams('Executor') as { all?: boolean };
  const { showOlder, includeOlder } = useOlderEntries(all === true);
  const [payIds, setPayIds] = useState<number[] | null>(null);
  const [adding, setAdding] = useState(false);
  const grid = useTabGrid<Row>({
    gridId: 'exec-expenses',
    title: 'Executor Expenses',
    emptyText:
      'Record what you paid out of your own pocket for the estate, so that it can be paid back to you.',
  });
  const { rows, olderCount } = useMemo(() => {
    const out: Row[] = [];
    let n = 0;
    for (const e of f.exec_expenses) {
      if (e.date !== null && e.date < EARLIER_ENTRIES_CUTOFF && !showOlder) {
        n++;
        continue;
      }
      const mileage = e.i_type === EXPENSE_TYPE.mileage;
      const rate =
        e.mileage_rate ??
        (mileage && e.date ? defaultMileageRate(e.date, f.meta.country_code, f.meta.state_exec) : null);
      out.push({
        id: e.id,
        date: e.date,
        name: e.name,
        i_type: e.i_type,
        mileage: mileage ? e.mileage : null,
        rate: mileage && rate !== null ? rate / 1000 : null,
        val: e.val,
        status: d.expensePaid.has(e.id) ? 'Repaid' : 'Unpaid',
        note: e.note,
      });
    }
    return { rows: out, olderCount: n };
  }, [f.exec_expenses, f.meta, d, showOlder]);
  /** Refusals answer the grid at once (it shows them and keeps the old value); confirmations open a dialog. */
  const edit = (id: number, patch: Record<string, unknown>): string | null =>
    cellEdit((fx, ctx) => editExpense(fx, id, patch, ctx), grid.showMessage);
  const toolbar = grid.readOnly ? null : (
    <>
      <Button size="xs" data-testid="expense-add" onClick={() => setAdding(true)}>
        Add expense
      </Button>
      <SelectionButton
        data-testid="expense-pay"
        onClick={grid.withSelection((sel) => {
          if (!f.assets.some((a) => !a.sundry_refunds)) return grid.showMessage(MSG_NEED_PAY_ASSET);
          setPayIds(sel.map((r) => r.id));
        })}
      >
        Reimburse
      </SelectionButton>
    </>
  );
  return (
    <Stack gap="xs">
      <SummaryBar testId="expense" olderCount={olderCount} onOlder={includeOlder}>
        Items: <b>{f.exec_expenses.length}</b> · Unpaid: <b>{formatMoney(d.meta.unpaid_expenses)}</b> · Hours:{' '}
        <b>{f.exec_log.reduce((s, x) => s + x.hours, 0)}</b>
      </SummaryBar>
      <EstateGrid<Row>
        {...grid.props}
        emptyAction={{ label: 'Add expense', onClick: () => setAdding(true) }}
        rows={rows}
        columns={COLUMNS}
        toolbar={toolbar}
        onCellEdit={(id, field, value) => {
          if (field === 'rate')
            return edit(Number(id), {
              mileage_rate: value === null ? null : Math.round(Number(value) * 1000),
            });
          return edit(Number(id), { [field]: value ?? (field === 'name' || field === 'note' ? '' : null) });
        }}
        onDelete={async (ids) => {
          for (const id of ids) {
            const r = await runOp((fx) => deleteExpense(fx, Number(id)));
            if (r.kind !== 'ok') return;
          }
        }}
      />
      {adding && (
        <AddExpenseDialog
          onClose={(id) => {
            setAdding(false);
            grid.selectSoon(id);
          }}
        />
      )}
      <ReimburseDialog ids={payIds} onClose={() => setPayIds(null)} />
    </Stack>
  );
}
