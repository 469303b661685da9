// An unpaid executor expense listed among the debts: its type reads "Unpaid executor expense" and links to it on the
// Executor tab's Expenses (where it is edited and reimbursed). The name cell stays plain, so a click there selects
// the row as on any other. Only the cell drawn changes (filters, sorting and the PDF keep the plain value).
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { GridColumn } from '../../components/grid';
import { estatePath } from '../../lib/estate-routes';
import type { DebtRow } from './debt-columns';

/** The Executor tab's address of expense `x12` (the Debts grid's id for expense 12). */
export const expensePath = (estateId: string, rowId: string | number) =>
  estatePath(estateId, 'Executor', `?table=Executor+Expenses&itemId=${String(rowId).replace(/^x/, '')}`);

export const EXPENSE_TYPE_LABEL = 'Unpaid executor expense';

function ExpenseLink({ row }: { row: DebtRow }) {
  const { estateId = '' } = useParams();
  return (
    <Anchor
      component={Link}
      to={expensePath(estateId, row.id)}
      size="sm"
      data-testid={`debt-expense-link-${row.id}`}
      title="Open this expense on the Executor tab"
    >
      {EXPENSE_TYPE_LABEL}
    </Anchor>
  );
}

/** Draws expense rows' cells of `c` with `draw`; other rows as the column already did. */
function forExpenses(c: GridColumn<DebtRow>, draw: (row: DebtRow) => ReactNode): GridColumn<DebtRow> {
  const own = c.renderCell;
  return {
    ...c,
    renderCell: (value, row, formatted) =>
      row.expense ? draw(row) : own ? own(value, row, formatted) : formatted,
  };
}

export function withExpenseLinks(cols: GridColumn<DebtRow>[]): GridColumn<DebtRow>[] {
  return cols.map((c) => (c.field === 'i_type' ? forExpenses(c, (row) => <ExpenseLink row={row} />) : c));
}
