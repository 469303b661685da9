export { ExecExpensesTable, ExecExpensesTable as ExecExpensesTab } from './exec-expenses-table';
