// One tab of the estate: its title, then its content. Tabs whose capability is not built yet show the title only.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { terms } from '@probity/domain';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { preloadGrid } from '../../components/grid/ag-grid-lazy';
import { useEstateStore } from '../../estate';
import { type CodeOnNeed, codeOnNeed } from '../../lib/code-on-need';
import { estatePath, isTabName, type TabName, useItemId, useTabParams } from '../../lib/estate-routes';
import { tabId, tabPanelId } from './tab-ids';

// One loader per built tab: React.lazy draws with it (or the tab directly once its code is here) and preloadTab
// starts it early. A grid tab's code and AG Grid's are fetched side by side (the grid loads on need).
type TabComponent = () => React.JSX.Element;
const gridTab = (importer: () => Promise<TabComponent>) =>
  codeOnNeed(() => {
    preloadGrid();
    return importer();
  });
const TABS: Partial<Record<TabName, CodeOnNeed<TabComponent>>> = {
  Decedent: codeOnNeed(() => import('../decedent').then((m) => m.DecedentTab)),
  Cashflow: gridTab(() => import('../cashflow').then((m) => m.CashflowTab)),
  Heirs: gridTab(() => import('../heirs').then((m) => m.HeirsTab)),
  Distributions: gridTab(() => import('../distributions').then((m) => m.DistributionsTab)),
  Overview: codeOnNeed(() => import('../overview').then((m) => m.OverviewTab)),
  Assets: gridTab(() => import('../assets').then((m) => m.AssetsTab)),
  Debts: gridTab(() => import('../debts').then((m) => m.DebtsTab)),
  Executor: gridTab(() => import('../executor').then((m) => m.ExecutorTab)),
  Tasks: codeOnNeed(() => import('../tasks').then((m) => m.TasksTab)),
  Docs: codeOnNeed(() => import('../docs').then((m) => m.DocsTab)),
};
// Chosen once per tab, so a tab never switches component type (which would remount it and lose its state).
const CHOSEN = new Map<TabName, React.ComponentType>();
function tabComponent(name: TabName): React.ComponentType | undefined {
  let c = CHOSEN.get(name);
  const code = TABS[name];
  if (!c && code) {
    c = code.component();
    CHOSEN.set(name, c);
  }
  return c;
}

/** Starts loading a tab's code (and AG Grid, for a grid tab on a wide screen) while the estate is on its way. */
export function preloadTab(name: string | undefined): void {
  if (name && isTabName(name)) void TABS[name]?.load().catch(() => undefined);
}

/**
 * The tab's name in the tab bar (`heading`: the larger title on the tab itself, "Trust Info" for trusts). The
 * Decedent tab keeps its name whatever the estate's label (issue 36).
 */
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
