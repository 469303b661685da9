// A step's pie: done versus remaining, with the percent in the middle ("N/A" until progress applies).
import { Box, Text } from '@mantine/core';
import type { StepProgress } from '@probity/domain';
import { Cell, Pie, PieChart } from 'recharts';

const SIZE = 132;

export function StepPie({ step }: { step: StepProgress }) {
  const data = [
    { name: 'Done', value: step.na ? 0 : step.done },
    { name: 'Remaining', value: step.na ? 1 : Math.max(step.remaining, step.count === 0 ? 1 : 0) },
  ];
  return (
    <Box pos="relative" w={SIZE} h={SIZE} data-testid={`step-pie-${step.step_num}`}>
      <PieChart width={SIZE} height={SIZE}>
        <Pie
          data={data}
          dataKey="value"
          innerRadius={42}
          outerRadius={62}
          startAngle={90}
          endAngle={-270}
          isAnimationActive={false}
          stroke="none"
        >
          <Cell fill="var(--mantine-color-teal-6)" />
          <Cell fill="var(--mantine-color-gray-3)" />
        </Pie>
      </PieChart>
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
