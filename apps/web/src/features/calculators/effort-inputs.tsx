// The hours of an effort place's fee (issue 35): for each level of work its hours and its hourly rate, the rate
// filled with the place's estimate (effortRatesOf: the US rates by the place's factor, Quebec's own) and open to
// the user's own figure.
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type EffortRates, effortRatesOf, regionName } from '@probity/domain';
import type { CalcValues } from './calc-api';
import { CentsInput } from './cents-input';

const LEVELS = [
  ['low', 'unskilled'],
  ['standard', 'standard'],
  ['high', 'professional'],
] as const;

const ZERO: EffortRates = { low: 0, standard: 0, high: 0 };
const numberOf = (v: string | number) => (typeof v === 'number' ? v : Number(v) || 0);

export function EffortInputs({
  place,
  values,
  set,
}: {
  place: string;
  values: CalcValues;
  set: (k: string, v: CalcValues[string]) => void;
}) {
  const hours = (values.hours as EffortRates | undefined) ?? ZERO;
  const rates = (values.rates as EffortRates | undefined) ?? effortRatesOf(place);
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {LEVELS.map(([t, name]) => (
          <Stack key={t} gap={4}>
            <NumberInput
              label={`Hours of ${name} work`}
              min={0}
              decimalScale={2}
              value={hours[t]}
              onChange={(v) => set('hours', { ...hours, [t]: numberOf(v) })}
              data-testid={`calc-hours-${t}`}
            />
            <CentsInput
              label={`Rate for ${name} work, an hour`}
              cents={rates[t]}
              onCents={(c) => set('rates', { ...rates, [t]: c })}
              testId={`calc-rate-${t}`}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="calc-rates-note">
        The rates are estimates for {regionName(place) ?? place}. If you know what you would be paid an hour,
        enter that instead.
      </Text>
    </Stack>
  );
}
