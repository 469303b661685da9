// The Overview's charts, loaded apart from the tab: recharts (about 94 kB gzip) would otherwise hold back the key
// figures and the action list until it arrived. The import starts as soon as the Overview's code runs, so the
// charts follow the figures closely; until then each chart's card keeps its place (no layout shift).
import { Box, Card, Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

const charts = import('./charts');
type Charts = Awaited<typeof charts>;

/** A chart's card as charts.tsx draws it (title line, 240 px plot), empty. */
const placeholder = (
  <Card withBorder>
    <Text fw={600}>&nbsp;</Text>
    <Box h={240} />
  </Card>
);

function deferred<P extends object>(pick: (m: Charts) => ComponentType<P>): ComponentType<P> {
  const Chart = lazy(() => charts.then((m) => ({ default: pick(m) })));
  return (p: P) => (
    <Suspense fallback={placeholder}>
      <Chart {...p} />
    </Suspense>
  );
}

export const DispositionChart = deferred((m) => m.DispositionChart);
export const HeirAllocationChart = deferred((m) => m.HeirAllocationChart);
export const HeirTargetsChart = deferred((m) => m.HeirTargetsChart);
