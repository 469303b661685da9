// The Executor tab's sub-tab names as a user reads them ("Expenses": the tab already says whose), and their test ids.
import type { ExecutorTable } from '../../lib/estate-routes';

export const executorTableLabel = (x: ExecutorTable): string => (x === 'Executor Expenses' ? 'Expenses' : x);

/** `executor-table-Time-Log`: the ids the Table menu had, so older tests and links keep working. */
export const executorTableTestId = (x: ExecutorTable): string => `executor-table-${x.replace(/ /g, '-')}`;
