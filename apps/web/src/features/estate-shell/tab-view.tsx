// One tab of the estate: its title, then its content. Tabs whose capability is not built yet show the title only.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { terms } from '@probity/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { estatePath, isTabName, type TabName, useItemId, useTabParams } from '../../lib/estate-routes';
import { useEstateStore } from '../save';

const DecedentTab = lazy(() => import('../decedent').then((m) => ({ default: m.DecedentTab })));
const CashflowTab = lazy(() => import('../cashflow').then((m) => ({ default: m.CashflowTab })));
const HeirsTab = lazy(() => import('../heirs').then((m) => ({ default: m.HeirsTab })));
const DistributionsTab = lazy(() => import('../distributions').then((m) => ({ default: m.DistributionsTab })));
const OverviewTab = lazy(() => import('../overview').then((m) => ({ default: m.OverviewTab })));
const AssetsTab = lazy(() => import('../assets').then((m) => ({ default: m.AssetsTab })));
const DebtsTab = lazy(() => import('../debts').then((m) => ({ default: m.DebtsTab })));
const ExecutorTab = lazy(() => import('../executor').then((m) => ({ default: m.ExecutorTab })));
const TasksTab = lazy(() => import('../tasks').then((m) => ({ default: m.TasksTab })));

const BUILT: Partial<Record<TabName, React.LazyExoticComponent<() => React.JSX.Element>>> = {
  Decedent: DecedentTab,
  Cashflow: CashflowTab,
  Heirs: HeirsTab,
  Distributions: DistributionsTab,
  Overview: OverviewTab,
  Assets: AssetsTab,
  Debts: DebtsTab,
  Executor: ExecutorTab,
  Tasks: TasksTab,
};

/** The tab's name in the tab bar (`heading`: the larger title on the tab itself, "Trust Info" for trusts). */
export function tabTitle(tab: TabName, country: string, trust: boolean, heading = false): string {
  const t = terms(country, trust);
  if (tab === 'Decedent') return heading ? t.decedentInfo : t.decedentTab;
  if (tab === 'Executor') return t.executorTab;
  return tab;
}

export function TabView({ tab: fixed }: { tab?: TabName }) {
  const { estateId = '', tab: param } = useParams();
  const tab = fixed ?? param;
  const country = useEstateStore((s) => String(s.work.meta.country_code ?? 'us'));
  const trust = useEstateStore((s) => s.work.meta.trust === true);
  // Every tab reads its preselect and query parameters through the same hooks (used by each capability).
  useItemId();
  useTabParams(isTabName(tab) ? tab : 'Tasks');
  if (!isTabName(tab)) return <Navigate to={estatePath(estateId, 'Tasks')} replace />;
  const Content = BUILT[tab];
  return (
    <Stack gap="md" data-testid={`tab-panel-${tab}`}>
      <Title order={2} data-testid="tab-title">
        {tabTitle(tab, country, trust, true)}
      </Title>
      {Content && (
        <Suspense
          fallback={
            <Center h={200}>
              <Loader />
            </Center>
          }
        >
          <Content />
        </Suspense>
      )}
    </Stack>
  );
}
