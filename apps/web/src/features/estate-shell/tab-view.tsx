// One tab of the estate: its title, then its content. Tabs whose capability is not built yet show the title only.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { terms } from '@probity/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { estatePath, isTabName, type TabName, useItemId, useTabParams } from '../../lib/estate-routes';
import { useEstateStore } from '../save';

// One loader per built tab: React.lazy draws with it, and preloadTab starts it early (the same module either way).
type TabModule = { default: () => React.JSX.Element };
const LOADERS: Partial<Record<TabName, () => Promise<TabModule>>> = {
  Decedent: () => import('../decedent').then((m) => ({ default: m.DecedentTab })),
  Cashflow: () => import('../cashflow').then((m) => ({ default: m.CashflowTab })),
  Heirs: () => import('../heirs').then((m) => ({ default: m.HeirsTab })),
  Distributions: () => import('../distributions').then((m) => ({ default: m.DistributionsTab })),
  Overview: () => import('../overview').then((m) => ({ default: m.OverviewTab })),
  Assets: () => import('../assets').then((m) => ({ default: m.AssetsTab })),
  Debts: () => import('../debts').then((m) => ({ default: m.DebtsTab })),
  Executor: () => import('../executor').then((m) => ({ default: m.ExecutorTab })),
  Tasks: () => import('../tasks').then((m) => ({ default: m.TasksTab })),
};

const BUILT = Object.fromEntries(
  Object.entries(LOADERS).map(([tab, load]) => [tab, lazy(load)]),
) as Partial<Record<TabName, React.LazyExoticComponent<() => React.JSX.Element>>>;

/** Starts loading a tab's code (and the grid's) while the estate is still on its way. */
export function preloadTab(tab: string | undefined): void {
  if (tab && isTabName(tab)) void LOADERS[tab]?.().catch(() => undefined);
}

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
