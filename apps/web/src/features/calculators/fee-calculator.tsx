// The executor fee and probate fee calculators (docs/architecture.md, The guide, the calculators...): a place, the
// inputs its rule reads, and the answer with its working line by line so it can be checked by hand, its statute, and a
// PDF of the working. Used on the public pages and inside an estate, pre-filled from the estate's figures.
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  CANADA_ADJUST,
  countryOfRegion,
  type FeeOut,
  feeFieldsOf,
  formatMoney,
  probateFieldsOf,
  regionName,
  US_TERRITORIES,
} from '@probity/domain';
import { useState } from 'react';
import { FormError } from '../../components/dialog-form';
import { errorText } from '../../lib/api';
import { CA_PROVINCES, US_STATES } from '../../lib/regions';
import { type CalcKind, type CalcValues, calculate } from './calc-api';
import { CentsInput } from './cents-input';
import { EffortInputs } from './effort-inputs';
import { FEE_FIELD_LABELS, PROBATE_FIELD_LABELS } from './field-labels';

const QUALIFIER: Record<string, string> = {
  statutory: 'Set by law',
  maximum: 'The most the law allows',
  minimum: 'The least the law allows',
  guideline: 'The courts’ guideline',
  estimate: 'An estimate',
  reasonable: 'Reasonable pay for the hours',
  none: 'Nothing to pay',
  flat: 'A flat court fee',
  unknown: 'Not known yet',
};

/** A stored input as a number (hours are an object, unset fields undefined). */
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export function FeeCalculator({
  kind,
  place: initialPlace,
  initial = {},
  onPlace,
}: {
  kind: CalcKind;
  place: string;
  /** Pre-filled values in cents (hours as numbers). */
  initial?: CalcValues;
  onPlace?: (place: string) => void;
}) {
  const [place, setPlace] = useState(initialPlace);
  const [values, setValues] = useState<CalcValues>(initial);
  const [answer, setAnswer] = useState<FeeOut | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const country = countryOfRegion(place) === 'ca' ? 'ca' : 'us';
  const fields: string[] = kind === 'executor-fee' ? feeFieldsOf(place, country) : probateFieldsOf(place);
  const set = (k: string, v: CalcValues[string]) => {
    setValues((x) => ({ ...x, [k]: v }));
    setAnswer(null);
  };
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = {};
      for (const f of fields) if (values[f] !== undefined) body[f] = values[f];
      // the user's own hourly rates; left out, the server takes the place's estimates (effortRatesOf)
      if (fields.includes('hours') && values.rates) body.rates = values.rates;
      setAnswer(await calculate(kind, place, body));
    } catch (e) {
      setAnswer(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const moneyInput = (f: string, label: string, hint?: string) => (
    <CentsInput
      key={f}
      label={label}
      description={hint}
      cents={num(values[f])}
      onCents={(c) => set(f, c)}
      testId={`calc-${f}`}
    />
  );
  const input = (f: string) => {
    if (kind === 'probate-fee') {
      const l = PROBATE_FIELD_LABELS[f as keyof typeof PROBATE_FIELD_LABELS];
      return moneyInput(f, l.label, l.hint);
    }
    const l = FEE_FIELD_LABELS[f as keyof typeof FEE_FIELD_LABELS];
    if (l.kind === 'money') return moneyInput(f, l.label, l.hint);
    if (l.kind === 'level')
      return (
        <Select
          key={f}
          label={l.label}
          data={CANADA_ADJUST.map((name, i) => ({ value: String(i), label: name }))}
          value={String(values.adjust ?? 2)}
          onChange={(v) => set('adjust', Number(v ?? 2))}
          allowDeselect={false}
          data-testid="calc-adjust"
        />
      );
    if (l.kind === 'hours') return <EffortInputs key={f} place={place} values={values} set={set} />;
    const rate = l.kind === 'rate';
    return (
      <NumberInput
        key={f}
        label={l.label}
        description={l.hint}
        min={f === 'num_execs' ? 1 : 0}
        decimalScale={rate || l.kind === 'years' ? 2 : 0}
        // the API takes an own rate in basis points (2.5% = 250)
        value={rate ? num(values[f]) / 100 : num(values[f] ?? (f === 'num_execs' ? 1 : 0))}
        onChange={(v) => {
          const n = typeof v === 'number' ? v : Number(v) || 0;
          set(f, rate ? Math.round(n * 100) : n);
        }}
        data-testid={`calc-${f}`}
      />
    );
  };

  const places = [
    { group: 'United States', items: US_STATES },
    { group: 'US territories', items: US_TERRITORIES },
    { group: 'Canada', items: CA_PROVINCES },
  ];
  return (
    <Stack gap="md">
      <Select
        label={kind === 'executor-fee' ? 'Where the estate is settled' : 'Where the estate is probated'}
        data={places}
        value={place}
        searchable
        allowDeselect={false}
        onChange={(v) => {
          if (!v) return;
          setPlace(v);
          setAnswer(null);
          // another place has other estimated rates
          setValues(({ rates: _, ...rest }) => rest);
          onPlace?.(v);
        }}
        maw={360}
        data-testid="calc-place"
      />
      {fields.length === 0 ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map(input)}
        </SimpleGrid>
      )}
      <FormError error={error} testId="calc-error" />
      <Group>
        <Button onClick={run} loading={busy} data-testid="calc-run">
          Calculate
        </Button>
      </Group>
      {answer && <Working kind={kind} place={place} answer={answer} />}
    </Stack>
  );
}

function Working({ kind, place, answer }: { kind: CalcKind; place: string; answer: FeeOut }) {
  const name = regionName(place) ?? place;
  const title = `${kind === 'executor-fee' ? 'Executor fee' : 'Probate fee'} in ${name}`;
  const savePdf = async () => {
    const { saveWorkingPdf } = await import('./working-pdf');
    await saveWorkingPdf(title, answer);
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="calc-answer">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group justify="space-between" align="baseline">
          <Text size="xl" fw={700} data-testid="calc-amount">
            {answer.amount === null ? 'No figure' : formatMoney(answer.amount)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="calc-qualifier">
            {QUALIFIER[answer.qualifier] ?? answer.qualifier}
          </Text>
        </Group>
        {answer.lines.length > 0 && (
          <Table data-testid="calc-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>How it is worked out</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.lines.map((l, i) => (
                // the lines are an ordered list that never reorders
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={i}>
                  <Table.Td>{l.text}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(l.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Total</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(answer.amount ?? 0)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        {answer.notes.map((n) => (
          <Text key={n} size="sm">
            {n}
          </Text>
        ))}
        {answer.authority && (
          <Text size="sm" c="dimmed" data-testid="calc-authority">
            Source: {answer.authority}
          </Text>
        )}
        <Alert color="gray" variant="light">
          A guide, not legal advice: a court or the will can set a different figure.
        </Alert>
        <Group>
          <Button variant="light" onClick={savePdf} data-testid="calc-pdf">
            Save the working as PDF
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
