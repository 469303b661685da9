// The Executor tab's sub-tab names as a user reads them ("Expenses": the tab already says whose), and their test ids.
import { EXECUTOR_TABLES, type ExecutorTable } from '../../lib/estate-routes';

export const executorTableLabel = (x: ExecutorTable): string => (x === 'Executor Expenses' ? 'Expenses' : x);

/** The Tabs value of a table: no spaces, since Mantine builds the tab's aria-controls id from it. */
export const executorTableValue = (x: ExecutorTable): string => x.replace(/ /g, '-');
export const executorTableOf = (value: string | null): ExecutorTable | undefined =>
  EXECUTOR_TABLES.find((x) => executorTableValue(x) === value);

/** `executor-table-Time-Log`: the ids the Table menu had, so older tests and links keep working. */
export const executorTableTestId = (x: ExecutorTable): string => `executor-table-${x.replace(/ /g, '-')}`;
