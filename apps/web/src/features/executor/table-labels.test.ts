import { describe, expect, it } from 'vitest';
import { EXECUTOR_TABLES } from '../../lib/estate-routes';
import { executorTableLabel, executorTableOf, executorTableTestId, executorTableValue } from './table-labels';

describe('executor sub-tabs', () => {
  it('reads Contacts, Expenses, Time Log, Notices in that order', () => {
    expect(EXECUTOR_TABLES.map(executorTableLabel)).toEqual(['Contacts', 'Expenses', 'Time Log', 'Notices']);
  });
  it('gives each a test id without spaces', () => {
    expect(EXECUTOR_TABLES.map(executorTableTestId)).toEqual([
      'executor-table-Contacts',
      'executor-table-Executor-Expenses',
      'executor-table-Time-Log',
      'executor-table-Notices',
    ]);
  });
  it('gives each a Tabs value without spaces (it becomes part of an id) that reads back to the table', () => {
    for (const x of EXECUTOR_TABLES) {
      expect(executorTableValue(x)).not.toContain(' ');
      expect(executorTableOf(executorTableValue(x))).toBe(x);
    }
    expect(executorTableOf('Nonsense')).toBeUndefined();
  });
});
