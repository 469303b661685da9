// What the estate page draws while the working copy (GET /full) is still loading: the header, the banners and the
// tab bar from the estate's meta, which the server put in the page it drew (apps/server estates/estate-page.ts) or
// GET /summary answered. The Overview adds its key figures and charts from the summary; another tab shows its title
// and grey shapes. Nothing moves when the estate takes over. Save, the actions and the tabs' content wait for it.
// The server draws EstatePreview itself (src/ssr/estate-page.tsx), so a slow phone shows it before any script runs.
import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { type EstateMetaOut, type EstateSummary, terms } from '@probity/domain';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { codeOnNeed } from '../../lib/code-on-need';
import type { TabName } from '../../lib/estate-routes';
import { isSampleId, pageMeta, takeSummary } from '../save';
import { EstateBanners } from './banners';
import { EstateHeaderView } from './estate-header';
import { EstateSkeleton } from './estate-skeleton';
import { TabBar } from './tab-bar';
import { tabId, tabPanelId } from './tab-ids';
import { tabTitle } from './tab-view';

// As the tab itself: the Overview's module starts loading the charts when it runs
const figures = codeOnNeed(() => import('../overview').then((m) => m.OverviewFigures));

/** The estate page's box, the same whether the estate is drawn, loading, or drawn by the server. */
export function EstateFrame({ children, outside }: { children: ReactNode; outside?: ReactNode }) {
  return (
    <Container size="xl" px="md" py="md">
      <Stack gap="sm">{children}</Stack>
      {outside}
    </Container>
  );
}

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
  const meta = summary?.meta ?? pageMeta(estateId);
  if (!meta || !current) return <EstateSkeleton />;
  return <EstatePreview estateId={estateId} current={current} meta={meta} summary={summary} />;
}

export function EstatePreview({
  estateId,
  current,
  meta,
  summary,
}: {
  estateId: string;
  current: TabName;
  meta: EstateMetaOut;
  summary: EstateSummary | null;
}) {
  const mode = isSampleId(estateId) ? 'sample' : 'real';
  const t = terms(meta.country_code, meta.trust, meta.await_death);
  const viewOnly = meta.view_only || meta.role === 'view';
  const Figures = figures.component();
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
      <EstateBanners viewOnly={viewOnly} mode={mode} />
      <TabBar estateId={estateId} current={current} meta={meta} />
      <Stack
        gap="md"
        data-testid={current === 'Overview' && summary ? 'overview-preview' : 'tab-preview'}
        aria-busy="true"
        id={tabPanelId(current)}
        role="tabpanel"
        aria-labelledby={tabId(current)}
      >
        <Title order={2} size="h3">
          {tabTitle(current, meta.country_code, meta.trust, true)}
        </Title>
        {current === 'Overview' && summary ? (
          <Suspense fallback={<Skeleton h={400} />}>
            <Figures k={summary.figures} progress={summary.disposition} heirs={summary.heirs} t={t} />
          </Suspense>
        ) : (
          // one grey shape and nothing after it: the content that replaces it then moves nothing (layout shift)
          <Skeleton h={400} />
        )}
      </Stack>
    </>
  );
}
