import { describe, expect, it } from 'vitest';
import { EXECUTOR_TABLES } from '../../lib/estate-routes';
import { executorTableLabel, executorTableTestId } from './table-labels';

describe('executor sub-tabs', () => {
  it('reads Contacts, Expenses, Time Log in the spec order', () => {
    expect(EXECUTOR_TABLES.map(executorTableLabel)).toEqual(['Contacts', 'Expenses', 'Time Log']);
  });
  it('gives each a test id without spaces', () => {
    expect(EXECUTOR_TABLES.map(executorTableTestId)).toEqual([
      'executor-table-Contacts',
      'executor-table-Executor-Expenses',
      'executor-table-Time-Log',
    ]);
  });
});
