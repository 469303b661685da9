// The Executor (Trustee) tab: Contacts, Expenses and Time Log as visible sub-tabs (its three tables),
// kept in the URL's `table` query so a link or Back returns to the same one. Expenses and Time Log load lazily.
import { Center, Group, Loader, Tabs } from '@mantine/core';
import { terms as termsOf } from '@probity/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { HelpButton } from '../../components/help-button';
import { useEstateStore } from '../../estate';
import { EXECUTOR_TABLES, type ExecutorTable, useTabParams } from '../../lib/estate-routes';
import { ContactsTable } from '../contacts';
import { executorTableLabel, executorTableOf, executorTableTestId, executorTableValue } from './table-labels';

const ExpensesTable = lazy(() => import('../exec-expenses').then((m) => ({ default: m.ExecExpensesTable })));
const TimeLog = lazy(() => import('../time-log').then((m) => ({ default: m.TimeLogTable })));
const Notices = lazy(() => import('../notices').then((m) => ({ default: m.NoticesPanel })));

const loading = (
  <Center h={120}>
    <Loader />
  </Center>
);

export function ExecutorTab() {
  const table = (useTabParams('Executor') as { table?: ExecutorTable }).table ?? 'Contacts';
  const [, setParams] = useSearchParams();
  const country = useEstateStore((s) => String(s.work.meta.country_code ?? 'us'));
  const trust = useEstateStore((s) => s.work.meta.trust === true);
  const t = termsOf(country, trust);
  const choose = (value: string | null) => {
    const x = executorTableOf(value);
    if (!x || x === table) return;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('table', x);
        n.delete('itemId');
        return n;
      },
      { replace: false },
    );
  };
  const help =
    table === 'Contacts'
      ? `Keep everyone involved in one place: the lawyer, the accountant, banks and creditors, heirs, and those to notify. The Address Book lists them all, to print or to save as a PDF, CSV or Excel file.`
      : table === 'Time Log'
        ? `Log the hours you spend on the ${t.estate}; they support a ${t.executor} fee.`
        : table === 'Notices'
          ? `Tell each bank, insurer, agency and creditor of the death. Probity drafts the letter from the ${t.estate}, lists the papers to enclose, and reminds you to follow up when no answer comes.`
          : `Record what you paid yourself for the ${t.estate}; unpaid expenses also show on the Debts tab.`;
  return (
    <Tabs
      value={executorTableValue(table)}
      onChange={choose}
      keepMounted={false}
      data-testid="executor-tables"
    >
      <Group gap="xs" wrap="nowrap" align="flex-end" mb="sm">
        <Tabs.List
          aria-label={`${t.Executor} tables`}
          style={{ flex: 1, flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {EXECUTOR_TABLES.map((x) => (
            <Tabs.Tab key={x} value={executorTableValue(x)} data-testid={executorTableTestId(x)}>
              {executorTableLabel(x)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <HelpButton title={executorTableLabel(table)}>{help}</HelpButton>
      </Group>
      <Tabs.Panel value={executorTableValue('Contacts')}>
        <ContactsTable />
      </Tabs.Panel>
      <Tabs.Panel value={executorTableValue('Executor Expenses')}>
        <Suspense fallback={loading}>
          <ExpensesTable />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value={executorTableValue('Time Log')}>
        <Suspense fallback={loading}>
          <TimeLog />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value={executorTableValue('Notices')}>
        <Suspense fallback={loading}>
          <Notices />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
