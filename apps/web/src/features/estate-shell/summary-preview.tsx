// The Overview drawn from GET /summary while the working copy (GET /full) is still loading: the same header, tab
// bar, key figures and charts as once it has arrived, so the page fills in early and nothing moves when the
// estate takes over. Save, the actions and every other tab wait for the working copy.
import { Skeleton, Stack, Title } from '@mantine/core';
import { type EstateSummary, terms } from '@probity/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEstateStore } from '../../estate';
import type { TabName } from '../../lib/estate-routes';
import { takeSummary } from '../save';
import { EstateBanners } from './banners';
import { EstateHeaderView } from './estate-header';
import { EstateSkeleton } from './estate-skeleton';
import { TabBar } from './tab-bar';
import { tabId, tabPanelId } from './tab-ids';
import { tabTitle } from './tab-view';

// lazily, as the tab itself: the Overview's module starts loading the charts when it runs
const OverviewFigures = lazy(() => import('../overview').then((m) => ({ default: m.OverviewFigures })));

/** The summary main.tsx asked for when the page opened on this estate's Overview; null until (or without) it. */
function usePrefetchedSummary(estateId: string): EstateSummary | null {
  const [summary, setSummary] = useState<EstateSummary | null>(null);
  useEffect(() => {
    let live = true;
    takeSummary(estateId)
      ?.then((s) => live && setSummary(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [estateId]);
  return summary;
}

export function EstateLoading({ estateId, current }: { estateId: string; current: TabName | null }) {
  const summary = usePrefetchedSummary(estateId);
  const mode = useEstateStore((s) => s.mode);
  if (!summary || current !== 'Overview') return <EstateSkeleton />;
  const { meta } = summary;
  const t = terms(meta.country_code, meta.trust);
  const viewOnly = meta.view_only || meta.role === 'view';
  return (
    <>
      <EstateHeaderView
        meta={meta}
        dec={{}}
        mode={mode}
        role={meta.role}
        // Save and Revert, which a read-only estate does not have
        actions={mode === 'sample' || viewOnly ? null : <Skeleton h={30} w={72} />}
      />
      <EstateBanners viewOnly={viewOnly} />
      <TabBar estateId={estateId} current={current} meta={meta} />
      <Stack
        gap="md"
        data-testid="overview-preview"
        aria-busy="true"
        id={tabPanelId('Overview')}
        role="tabpanel"
        aria-labelledby={tabId('Overview')}
      >
        <Title order={2} size="h3">
          {tabTitle('Overview', meta.country_code, meta.trust, true)}
        </Title>
        <Suspense fallback={<Skeleton h={400} />}>
          <OverviewFigures k={summary.figures} progress={summary.disposition} heirs={summary.heirs} t={t} />
        </Suspense>
        <Skeleton h={160} />
      </Stack>
    </>
  );
}
