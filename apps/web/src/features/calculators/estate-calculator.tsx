// The calculators inside an estate (issue 19): /estate/{id}/Docs/Calculators/{kind}, the estate's place and its
// figures filled in (gross, net, property, the ledger since the death, the time log's hours).
import { Stack, Text, Title } from '@mantine/core';
import { estateFeeFigures, regionName, todayIso } from '@probity/domain';
import { useMemo } from 'react';
import { useFacts } from '../../estate';
import type { CalcKind } from './calc-api';
import { CALC_TITLES } from './calculator-page';
import { FeeCalculator } from './fee-calculator';

export function EstateCalculator({ kind }: { kind: CalcKind }) {
  const f = useFacts();
  const initial = useMemo(() => estateFeeFigures(f, todayIso()), [f]);
  const known = regionName(f.meta.state) !== undefined;
  const place = known ? f.meta.state : f.meta.country_code === 'ca' ? 'ON' : 'CA';
  return (
    <Stack gap="md" maw={900} data-testid="estate-calculator">
      <Title order={3}>{CALC_TITLES[kind].title}</Title>
      <Text size="sm">
        Filled in from this estate: its value at death, its debts, what came in and went out since the death,
        and the hours in the executor’s time log. Change any figure you know better; nothing here changes the
        estate.
      </Text>
      <FeeCalculator kind={kind} place={place} initial={initial} />
    </Stack>
  );
}
