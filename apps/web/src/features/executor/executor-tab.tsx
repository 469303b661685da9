// The Executor (Trustee) tab: three tables switched from a Table menu (workspace §2): Contacts, Executor Expenses,
// Time Log. The last two come from their own features, loaded when they exist.
import { Button, Center, Group, Loader, Menu, Text } from '@mantine/core';
import { terms as termsOf } from '@probity/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { HelpButton } from '../../components/help-button';
import { useEstateStore } from '../../estate';
import { EXECUTOR_TABLES, type ExecutorTable, useTabParams } from '../../lib/estate-routes';
import { ContactsTable } from '../contacts';

type LoadModule = () => Promise<Record<string, unknown>>;
const modules = import.meta.glob<Record<string, unknown>>([
  '../exec-expenses/index.ts',
  '../time-log/index.ts',
]);

/** The table component a feature exports (by its expected name, else its first component), if it is built. */
function tableFrom(path: string, name: string): ComponentType | null {
  const load = modules[path] as LoadModule | undefined;
  if (!load) return null;
  return lazy(async () => {
    const m = await load();
    const c = (m[name] ?? Object.values(m).find((v) => typeof v === 'function')) as ComponentType | undefined;
    return { default: c ?? (() => <Text c="dimmed">This table is not available yet.</Text>) };
  });
}

const TABLES: Record<Exclude<ExecutorTable, 'Contacts'>, ComponentType | null> = {
  'Executor Expenses': tableFrom('../exec-expenses/index.ts', 'ExecExpensesTab'),
  'Time Log': tableFrom('../time-log/index.ts', 'TimeLogTab'),
};

export function ExecutorTab() {
  const table = (useTabParams('Executor') as { table?: ExecutorTable }).table ?? 'Contacts';
  const [, setParams] = useSearchParams();
  const country = useEstateStore((s) => String(s.work.meta.country_code ?? 'us'));
  const trust = useEstateStore((s) => s.work.meta.trust === true);
  const t = termsOf(country, trust);
  const label = (x: ExecutorTable) => x.replace('Executor', t.Executor);
  const choose = (x: ExecutorTable) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('table', x);
        n.delete('itemId');
        return n;
      },
      { replace: false },
    );
  const Other = table === 'Contacts' ? null : TABLES[table];
  return (
    <>
      <Group gap="xs" mb={4}>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" data-testid="executor-table-menu">
              Table: {label(table)} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {EXECUTOR_TABLES.map((x) => (
              <Menu.Item
                key={x}
                onClick={() => choose(x)}
                data-testid={`executor-table-${x.replace(/ /g, '-')}`}
              >
                {label(x)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <HelpButton title={label(table)}>
          {table === 'Contacts'
            ? `Keep everyone involved in one place: the lawyer, the accountant, banks and creditors, heirs, and those to notify. The Address Book shows them as cards you can print.`
            : table === 'Time Log'
              ? `Log the hours you spend on the ${t.estate}; they support a ${t.executor} fee.`
              : `Record what you paid yourself for the ${t.estate}; unpaid expenses also show on the Debts tab.`}
        </HelpButton>
      </Group>
      {table === 'Contacts' && <ContactsTable />}
      {table !== 'Contacts' && Other && (
        <Suspense
          fallback={
            <Center h={120}>
              <Loader />
            </Center>
          }
        >
          <Other />
        </Suspense>
      )}
      {table !== 'Contacts' && !Other && (
        <Text c="dimmed" data-testid="executor-table-placeholder">
          {label(table)}: coming soon.
        </Text>
      )}
    </>
  );
}
