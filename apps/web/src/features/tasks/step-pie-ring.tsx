// The ring of a step's pie (recharts), loaded apart from the Tasks tab by step-pie.tsx.
import { Cell, Pie, PieChart } from 'recharts';

export function StepPieRing({ size, done, remaining }: { size: number; done: number; remaining: number }) {
  return (
    <PieChart width={size} height={size}>
      <Pie
        data={[
          { name: 'Done', value: done },
          { name: 'Remaining', value: remaining },
        ]}
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
  );
}
