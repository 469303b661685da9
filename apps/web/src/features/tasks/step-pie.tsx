// A step's pie: done versus remaining, with the percent in the middle ("N/A" until progress applies).
import { Box, Text } from '@mantine/core';
import type { StepProgress } from '@probity/domain';
import { PieChart } from '../../components/pie-chart';

const SIZE = 132;
const DONE = 'var(--mantine-color-teal-6)';
const REMAINING = 'var(--mantine-color-gray-3)';

export function StepPie({ step }: { step: StepProgress }) {
  const done = step.na ? 0 : step.done;
  const remaining = step.na ? 1 : Math.max(step.remaining, step.count === 0 ? 1 : 0);
  return (
    <Box pos="relative" w={SIZE} h={SIZE} data-testid={`step-pie-${step.step_num}`}>
      <PieChart
        size={SIZE}
        innerRadius={42}
        padding={4}
        slices={[
          { name: 'Done', value: done, color: DONE },
          { name: 'Remaining', value: remaining, color: REMAINING },
        ]}
      />
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
