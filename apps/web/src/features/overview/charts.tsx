// The Overview's two bar charts: heir allocation and heir targets (capped at 101%, so an over-target heir shows
// without one bar dwarfing the rest). The
// disposition pie is drawn without recharts (disposition-chart.tsx).
import { Card, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatWholeDollars, type HeirBar, TARGET_CAP } from '@probity/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS as COLORS } from './chart-colors';

/** Words beside the charts are drawn in the text colour, never the series colour (3:1 at best on white): the
 *  colour is carried by the legend's swatch. */
const TEXT = 'var(--mantine-color-gray-8)';
const legendText = (v: unknown) => <span style={{ color: TEXT }}>{String(v)}</span>;
const money = (v: unknown) => formatMoney(Number(v));
/** The axis passes the tick's index second: not a currency symbol. */
const axisDollars = (v: number) => formatWholeDollars(v);
/** First word of a name, so several heirs fit under their bars (the tooltip has the full name). */
const short = (v: string) => (v.length > 14 ? `${v.split(' ')[0]}…` : v);

export function HeirAllocationChart({ data }: { data: HeirBar[] }) {
  return (
    <Card withBorder data-testid="chart-heir-allocation">
      <Text fw={600}>Heir allocation</Text>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No heirs yet.
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} tickFormatter={short} />
            <YAxis tickFormatter={axisDollars} width={80} />
            <Tooltip formatter={money} />
            <Legend formatter={legendText} />
            <Bar
              dataKey="distributed"
              name="Distributed"
              stackId="a"
              fill={COLORS[0]}
              isAnimationActive={false}
            />
            <Bar dataKey="planned" name="Planned" stackId="a" fill={COLORS[1]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}

export function HeirTargetsChart({ data }: { data: HeirBar[] }) {
  const withTarget = data.filter((h) => h.target !== null);
  return (
    <Card withBorder data-testid="chart-heir-targets">
      <Text fw={600}>Heir targets</Text>
      {withTarget.length === 0 ? (
        <Text c="dimmed" size="sm">
          Set target percentages or values on the Heirs tab.
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={withTarget} margin={{ left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} tickFormatter={short} />
            <YAxis domain={[0, TARGET_CAP]} ticks={[0, 25, 50, 75, 100]} unit="%" />
            <Tooltip formatter={(_v, _n, p) => `${(p.payload as HeirBar).targetRaw}% of target`} />
            <ReferenceLine y={100} stroke="#e03131" strokeDasharray="4 4" />
            <Bar dataKey="target" name="Of target" fill={COLORS[2]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
      {/* The figures in words, for screen readers (a chart alone says nothing to them). */}
      <VisuallyHidden>
        <ul data-testid="heir-targets-text">
          {withTarget.map((h) => (
            <li key={h.name}>{`${h.name}: ${h.targetRaw}% of target`}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Card>
  );
}
