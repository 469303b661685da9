// The Debts tab: what the estate owes, in the shared grid, with add, forgive and delete (payments included after
// confirmation). Unpaid executor expenses are listed as Executor Expense rows that cannot be edited here.
import { Badge, Button, Group } from '@mantine/core';
import {
  CONFIRM_DELETE_DEBT_PAYMENTS,
  type DebtInput,
  debtSettledBadge,
  deleteDebt,
  editDebt,
  MSG_EXPENSE_NOT_DEBT,
} from '@probity/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EstateGrid, moneyTotals, SelectionButton } from '../../components/grid';
import { HelpButton } from '../../components/help-button';
import { useTabGrid } from '../../components/tab-grid';
import { cellEdit, createDialogStore, errorsToCaller, runOp } from '../../estate';
import { noticeDraftPath } from '../../lib/estate-routes';
import { useUser } from '../auth';
import { commitLocationEdit } from '../locations';
import { useNoticed, withNoticeColumn } from '../notices';
import { AddDebtDialog } from './add-debt-dialog';
import { type DebtRow, debtColumns } from './debt-columns';
import { expensePath, withExpenseLinks } from './expense-link';
import { ForgiveDialog } from './forgive-dialog';
import { useDebtRows } from './use-debt-rows';

type Dialog = { kind: 'add' } | { kind: 'forgive'; debt: DebtRow };
const dialogs = createDialogStore<Dialog | null>(null);

export function DebtsTab() {
  const { rows, viewOnly, awaitDeath, terms, minDate } = useDebtRows();
  const navigate = useNavigate();
  const { estateId = '' } = useParams();
  const { data: user } = useUser();
  const grid = useTabGrid<DebtRow>({
    gridId: 'debts',
    userId: user?.id,
    title: `${terms.Estate} Debts`,
    emptyText:
      'List what was owed at the death: cards, loans, medical bills, taxes. Some must be paid before others.',
  });
  const dialog = dialogs.useOpen();
  const noticed = useNoticed('debts');
  const columns = useMemo(
    () => withNoticeColumn(withExpenseLinks(debtColumns(terms, awaitDeath)), 'debts', noticed, (r) => r.name),
    [terms, awaitDeath, noticed],
  );
  const totals = useMemo(() => moneyTotals(rows, columns), [rows, columns]);
  const report = grid.showMessage;

  const onCellEdit = (id: unknown, field: string, value: unknown, row: DebtRow) => {
    if (row.expense) return MSG_EXPENSE_NOT_DEBT;
    if (field === 'loc_name') {
      commitLocationEdit(
        value,
        async (name) => {
          const o = await runOp((f) => editDebt(f, Number(id), { loc_name: name }), errorsToCaller);
          return o.kind === 'error' ? o.msg : null;
        },
        report,
      );
      return null;
    }
    return cellEdit((f) => editDebt(f, Number(id), { [field]: value } as Partial<DebtInput>), report);
  };
  const onDelete = async (_ids: unknown[], sel: DebtRow[]) => {
    if (sel.some((d) => d.expense)) return MSG_EXPENSE_NOT_DEBT;
    for (const d of sel) {
      const o = await runOp((f, ctx) => deleteDebt(f, Number(d.id), ctx), {
        ...errorsToCaller,
        answers: { delete_debt_payments: true },
      });
      if (o.kind === 'error') return o.msg;
    }
    return null;
  };
  const forgive = grid.withSelection(([d]) => {
    if (!d) return;
    if (d.expense) return report(MSG_EXPENSE_NOT_DEBT);
    dialogs.open({ kind: 'forgive', debt: d });
  });

  const actions = viewOnly ? null : (
    <>
      <Button size="xs" onClick={() => dialogs.open({ kind: 'add' })} data-testid="debt-add">
        Add debt
      </Button>
      <SelectionButton need="one" onClick={forgive} data-testid="debt-forgive">
        Forgive
      </SelectionButton>
      <SelectionButton
        need="one"
        onClick={grid.withSelection(([d]) => {
          if (d && !d.expense) navigate(noticeDraftPath(estateId, 'debts', Number(d.id)));
        })}
        data-testid="debt-notice"
      >
        Notice
      </SelectionButton>
    </>
  );
  return (
    <>
      <Group gap="xs" mb={4}>
        <HelpButton title="Debts">
          List what the {terms.estate} owed at {terms.death}: mortgage, cards, bills, taxes. Payments recorded
          on the Cashflow tab reduce what remains; Forgive records an amount the creditor wrote off. Unpaid
          executor expenses appear here as Executor Expense rows and are managed on the {terms.Executor} tab.
        </HelpButton>
        {awaitDeath && (
          <Badge color="gray" variant="light">
            Awaiting {terms.death}: amounts are pre-{terms.death}
          </Badge>
        )}
      </Group>
      <EstateGrid<DebtRow>
        {...grid.props}
        emptyAction={{ label: 'Add debt', onClick: () => dialogs.open({ kind: 'add' }) }}
        rows={rows}
        columns={columns}
        totals={totals}
        rowBadge={debtSettledBadge}
        toolbar={actions}
        onCellEdit={onCellEdit}
        // an unpaid executor expense's card opens it on the Executor tab, where it is edited and reimbursed
        onOpenItem={(row) => {
          if (!row.expense) return false;
          navigate(expensePath(estateId, row.id));
        }}
        onDelete={viewOnly ? undefined : onDelete}
        deleteConfirmText={(sel) =>
          sel.some((d) => (d.pay_num ?? 0) > 0) ? CONFIRM_DELETE_DEBT_PAYMENTS : undefined
        }
      />
      {dialog?.kind === 'add' && (
        <AddDebtDialog
          terms={terms}
          awaitDeath={awaitDeath}
          onClose={(id) => {
            dialogs.close();
            grid.selectSoon(id);
          }}
        />
      )}
      {dialog?.kind === 'forgive' && (
        <ForgiveDialog debt={dialog.debt} minDate={minDate} onClose={dialogs.close} />
      )}
    </>
  );
}
