// One tab of the estate: its title, then its content. Tabs whose capability is not built yet show the title only.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { terms } from '@probity/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { preloadGrid } from '../../components/grid/ag-grid-lazy';
import { useEstateStore } from '../../estate';
import { estatePath, isTabName, type TabName, useItemId, useTabParams } from '../../lib/estate-routes';
import { tabId, tabPanelId } from './tab-ids';

// One loader per built tab, its promise kept: React.lazy draws with it and preloadTab starts it early. A tab whose
// code is already here is drawn directly: through lazy it would suspend once more (its promise settles a tick
// later) and React holds a revealed boundary back up to 300 ms after its fallback showed.
type TabComponent = () => React.JSX.Element;
const IMPORTS: Partial<Record<TabName, () => Promise<TabComponent>>> = {
  Decedent: () => import('../decedent').then((m) => m.DecedentTab),
  Cashflow: () => import('../cashflow').then((m) => m.CashflowTab),
  Heirs: () => import('../heirs').then((m) => m.HeirsTab),
  Distributions: () => import('../distributions').then((m) => m.DistributionsTab),
  Overview: () => import('../overview').then((m) => m.OverviewTab),
  Assets: () => import('../assets').then((m) => m.AssetsTab),
  Debts: () => import('../debts').then((m) => m.DebtsTab),
  Executor: () => import('../executor').then((m) => m.ExecutorTab),
  Tasks: () => import('../tasks').then((m) => m.TasksTab),
  Docs: () => import('../docs').then((m) => m.DocsTab),
};
// Tabs drawing a grid: their code and AG Grid's are fetched side by side (the grid loads on need: ag-grid-lazy.ts).
const GRID_TABS: ReadonlySet<TabName> = new Set([
  'Assets',
  'Cashflow',
  'Debts',
  'Distributions',
  'Heirs',
  'Executor',
] as TabName[]);
const loading = new Map<TabName, Promise<TabComponent>>();
const loaded = new Map<TabName, TabComponent>();
function loadTab(tab: TabName): Promise<TabComponent> | undefined {
  let p = loading.get(tab);
  const load = IMPORTS[tab];
  if (!p && load) {
    if (GRID_TABS.has(tab)) preloadGrid();
    p = load().then((c) => {
      loaded.set(tab, c);
      return c;
    });
    // A failed load (network) is tried again on the next draw.
    p.catch(() => loading.delete(tab));
    loading.set(tab, p);
  }
  return p;
}
// Chosen once per tab, so a tab never switches component type (which would remount it and lose its state).
const CHOSEN = new Map<TabName, React.ComponentType>();
function tabComponent(tab: TabName): React.ComponentType | undefined {
  let c = CHOSEN.get(tab);
  if (!c && IMPORTS[tab]) {
    c = loaded.get(tab) ?? lazy(async () => ({ default: await (loadTab(tab) as Promise<TabComponent>) }));
    CHOSEN.set(tab, c);
  }
  return c;
}

/** Starts loading a tab's code (and AG Grid, for a grid tab on a wide screen) while the estate is on its way. */
export function preloadTab(tab: string | undefined): void {
  if (tab && isTabName(tab)) void loadTab(tab)?.catch(() => undefined);
}

/**
 * The tab's name in the tab bar (`heading`: the larger title on the tab itself, "Trust Info" for trusts); the
 * Decedent tab takes the estate `label` in the bar.
 */
export function tabTitle(tab: TabName, country: string, trust: boolean, heading = false, label = ''): string {
  const t = terms(country, trust, label);
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
  const Content = tabComponent(tab);
  return (
    <Stack
      gap="md"
      data-testid={`tab-panel-${tab}`}
      id={tabPanelId(tab)}
      role="tabpanel"
      aria-labelledby={tabId(tab)}
    >
      <Title order={2} size="h3" data-testid="tab-title">
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
