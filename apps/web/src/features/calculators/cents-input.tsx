// A calculator's amount: dollars and cents on screen, integer cents in the form's values (0 up to the app's limit).
import { NumberInput } from '@mantine/core';
import { MAX_AMOUNT_CENTS } from '@probity/domain';

export function CentsInput({
  label,
  description,
  cents,
  onCents,
  testId,
}: {
  label: string;
  description?: string;
  cents: number;
  onCents: (cents: number) => void;
  testId: string;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      min={0}
      max={MAX_AMOUNT_CENTS / 100}
      clampBehavior="strict"
      value={cents / 100}
      onChange={(v) => onCents(Math.round((typeof v === 'number' ? v : Number(v) || 0) * 100))}
      data-testid={testId}
    />
  );
}
