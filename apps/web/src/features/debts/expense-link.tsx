// An unpaid executor expense listed among the debts: its name, a label saying what it is, and a link to it on the
// Executor tab's Expenses (where it is edited and reimbursed). Wraps the name column so the grid keeps its own.
import { Anchor, Badge, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { GridColumn } from '../../components/grid';
import { estatePath } from '../../lib/estate-routes';
import type { DebtRow } from './debt-columns';

/** The Executor tab's address of expense `x12` (the Debts grid's id for expense 12). */
export const expensePath = (estateId: string, rowId: string | number) =>
  estatePath(estateId, 'Executor', `?table=Executor+Expenses&itemId=${String(rowId).replace(/^x/, '')}`);

function ExpenseName({ row, name }: { row: DebtRow; name: string }) {
  const { estateId = '' } = useParams();
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor
        component={Link}
        to={expensePath(estateId, row.id)}
        size="sm"
        data-testid={`debt-expense-link-${row.id}`}
        title="Open this expense on the Executor tab"
      >
        {name || '(no description)'}
      </Anchor>
      <Badge color="gray" variant="light" size="sm">
        Unpaid executor expense
      </Badge>
    </Group>
  );
}

export function withExpenseLinks(cols: GridColumn<DebtRow>[]): GridColumn<DebtRow>[] {
  return cols.map((c) =>
    c.field !== 'name'
      ? c
      : {
          ...c,
          renderCell: (value, row, formatted) =>
            row.expense ? (
              <ExpenseName row={row} name={formatted} />
            ) : c.renderCell ? (
              c.renderCell(value, row, formatted)
            ) : (
              formatted
            ),
        },
  );
}
