// The Overview's bar charts, loaded apart from the tab and drawn once their card comes on screen. recharts
// (about 94 kB gzip) would otherwise hold back the key figures and the action list until it arrived, and drawing
// the two charts is one long task (some 200 ms on a phone's CPU: recharts runs each through its own store)
// that a phone opening the Overview would sit through for charts below the fold. Until then each chart's card
// keeps its place (no layout shift).
import { Box, Card, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

type Charts = typeof import('./charts');
let charts: Promise<Charts> | null = null;
const loadCharts = () => {
  charts ??= import('./charts');
  return charts;
};

/** A chart's card as charts.tsx draws it (title line, 240 px plot), empty. */
const placeholder = (
  <Card withBorder>
    <Text fw={600}>&nbsp;</Text>
    <Box h={240} />
  </Card>
);
// Drawn once on screen, not ahead of it: a chart costs some 180 ms of a slow phone's CPU, and one drawn just
// below the fold was drawn while the page was still loading, its busiest moment (Lighthouse's phone, 412x823).
const NEAR = { rootMargin: '0px' };

function deferred<P extends object>(pick: (m: Charts) => ComponentType<P>): ComponentType<P> {
  const Chart = lazy(() => loadCharts().then((m) => ({ default: pick(m) })));
  return (p: P) => {
    const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
    const [near, setNear] = useState(false);
    useEffect(() => {
      if (entry?.isIntersecting) setNear(true);
    }, [entry]);
    if (!near) return <div ref={ref}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...p} />
      </Suspense>
    );
  };
}

export const HeirAllocationChart = deferred((m) => m.HeirAllocationChart);
export const HeirTargetsChart = deferred((m) => m.HeirTargetsChart);
