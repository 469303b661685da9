// A brokerage statement's holdings at its date, offered as the asset's New Value: one click records it (as a New
// Value transaction, like one entered by hand), never on its own, since the executor may hold a later valuation.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { CAT, createTxact, formatDisplayDate, formatMoney } from '@probity/domain';
import { useState } from 'react';
import { runOp } from '../../estate';
import type { Imported } from './import-api';

export function HoldingsValue({
  assetId,
  value,
}: {
  assetId: number;
  value: NonNullable<Imported['value']>;
}) {
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const day = formatDisplayDate(value.date);
  const record = async () => {
    const r = await runOp(
      (f, ctx) =>
        createTxact(
          f,
          {
            asset: assetId,
            cat: CAT.newValue,
            date: value.date,
            val: value.val,
            name: 'Value on the statement',
          },
          ctx,
        ),
      { onError: setProblem },
    );
    if (r.kind === 'ok') setDone(true);
  };
  return (
    <Alert color="blue" variant="light" data-testid="import-value">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          On {day} the statement values the holdings at {formatMoney(value.positions)}
          {value.cash ? ` and the cash at ${formatMoney(value.cash)}` : ''}: {formatMoney(value.val)} in all.
        </Text>
        {done ? (
          <Text size="sm" data-testid="import-value-done">
            Recorded as the New Value on {day}. Save to keep it.
          </Text>
        ) : (
          <Button size="xs" onClick={() => void record()} data-testid="import-value-record">
            Record {formatMoney(value.val)} as the New Value
          </Button>
        )}
        {problem && (
          <Text size="sm" c="red">
            {problem}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
