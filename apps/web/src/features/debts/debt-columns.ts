// The Debts grid's columns, one per debt field. Unpaid executor expenses show as Executor Expense rows,
// read-only here (they are managed on the Executor tab). While death is awaited, Owed Pre-Death shows.
import { DEBT_TYPE, DEBT_TYPES, type Debt, type DebtDerived, type Terms } from '@probity/domain';
import type { GridColumn } from '../../components/grid';
import { filesColumn } from '../files';
import { locationColumn } from '../locations';

export type DebtRow = Omit<Debt, 'id'> & Partial<DebtDerived> & { id: number | string; expense?: boolean };

const editableDebt = (r: DebtRow) => !r.expense && r.i_type !== DEBT_TYPE.executorExpense;
export const DEBT_TYPE_OPTIONS = DEBT_TYPES.map((e) => ({ value: e.id, label: e.label }));

export function debtColumns(t: Terms, awaitDeath: boolean): GridColumn<DebtRow>[] {
  const cols: GridColumn<DebtRow>[] = [
    {
      field: 'name',
      header: 'Name',
      kind: 'text',
      editable: editableDebt,
      lockVisible: true,
      required: true,
      width: 230,
    },
    { field: 'account', header: 'Account', kind: 'text', editable: editableDebt },
    {
      field: 'i_type',
      header: 'Type',
      kind: 'enum',
      options: DEBT_TYPE_OPTIONS,
      editable: editableDebt,
      card: true,
    },
    locationColumn<DebtRow>({ editable: editableDebt, hidden: true }),
    { field: 'probate', header: 'Probate', kind: 'boolean', editable: editableDebt, hidden: true },
  ];
  if (awaitDeath)
    cols.push({ field: 'val_pre', header: 'Owed Pre-Death', kind: 'money', editable: editableDebt });
  cols.push(
    {
      field: 'val_death',
      header: `Owed at ${t.Death}`,
      kind: 'money',
      // Borrowed after death: the engine refuses with its message.
      editable: editableDebt,
      hidden: awaitDeath,
      tooltip: 'A debt borrowed after death takes its amount from the loan transaction',
    },
    { field: 'paid', header: 'Paid', kind: 'money', card: true },
    { field: 'val_forgiven', header: 'Forgiven', kind: 'money', tooltip: 'Use Forgive to change' },
    { field: 'forgive_date', header: 'Forgiven On', kind: 'date', hidden: true },
    { field: 'val', header: 'Remaining', kind: 'money', card: true },
    { field: 'pay_num', header: 'Payments', kind: 'number', decimals: 0, hidden: true },
    { field: 'resolved', header: 'Resolved', kind: 'boolean' },
    { field: 'date', header: 'Borrowed', kind: 'date', hidden: true },
    { field: 'note', header: 'Note', kind: 'text', editable: editableDebt },
  );
  cols.push(
    filesColumn<DebtRow>(
      'debts',
      (r) => r.name,
      (r) => (editableDebt(r) ? null : 'Attach files to executor expenses on the Executor tab'),
    ),
  );
  return cols;
}
