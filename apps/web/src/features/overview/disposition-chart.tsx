// The disposition progress chart: a pie of where the estate's value has gone, with a legend that
// gives every slice's amount in words, so the figures need no hovering (a phone has none) and a screen reader
// hears them. Drawn with the tab, not lazily: it is on the first screen and costs a few milliseconds.
import { Box, Card, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type Slice } from '@probity/domain';
import { PieChart } from '../../components/pie-chart';
import { CHART_COLORS } from './chart-colors';

const PIE = 160;

export function DispositionChart({ data }: { data: Slice[] }) {
  const shown = data
    .map((s, i) => ({ ...s, color: CHART_COLORS[i], title: `${s.name}: ${formatMoney(s.value)}` }))
    .filter((s) => s.value > 0);
  return (
    <Card withBorder data-testid="chart-disposition">
      <Text fw={600}>Disposition progress</Text>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing to show yet.
        </Text>
      ) : (
        <Group h={240} justify="center" gap="lg" wrap="nowrap">
          <Box miw={PIE}>
            <PieChart slices={shown} size={PIE} stroke="var(--mantine-color-body)" />
          </Box>
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="disposition-legend"
          >
            {shown.map((s) => (
              <Group component="li" key={s.name} gap={8} wrap="nowrap" align="flex-start">
                <ColorSwatch color={s.color} size={12} mt={4} withShadow={false} />
                <div>
                  <Text size="sm">{s.name}</Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(s.value)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Card>
  );
}
