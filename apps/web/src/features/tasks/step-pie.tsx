// A step's pie: done versus remaining, with the percent in the middle ("N/A" until progress applies). The ring is
// drawn by recharts, loaded only when the task wizard shows a pie: the Tasks tab itself draws no chart.
import { Box, Text } from '@mantine/core';
import type { StepProgress } from '@probity/domain';
import { lazy, Suspense } from 'react';

const StepPieRing = lazy(() => import('./step-pie-ring').then((m) => ({ default: m.StepPieRing })));

const SIZE = 132;

export function StepPie({ step }: { step: StepProgress }) {
  const done = step.na ? 0 : step.done;
  const remaining = step.na ? 1 : Math.max(step.remaining, step.count === 0 ? 1 : 0);
  return (
    <Box pos="relative" w={SIZE} h={SIZE} data-testid={`step-pie-${step.step_num}`}>
      <Suspense fallback={null}>
        <StepPieRing size={SIZE} done={done} remaining={remaining} />
      </Suspense>
      <Text
        pos="absolute"
        top={0}
        left={0}
        w={SIZE}
        lh={`${SIZE}px`}
        ta="center"
        fw={700}
        size="lg"
        data-testid={`step-percent-${step.step_num}`}
      >
        {step.percent === null ? 'N/A' : `${step.percent}%`}
      </Text>
    </Box>
  );
}
