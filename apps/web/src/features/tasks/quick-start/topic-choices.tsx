// Quick-start topics with a single choice that steers the topics after it: the rough estate value and
// property in another state or province (a "no" marks the ancillary probate task not applicable).
import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import { filingLimitFor, formatWholeDollars, setAncillaryProbateNa, todayIso } from '@probity/domain';
import { applyTaskResult, useEstateStore, useTaskEstate } from '../../../estate';
import type { Estimate } from './topics';

/** The range a figure falls in (the topics after it follow the range). */
export function estimateOf(cents: number, bigCents: number): Estimate {
  return cents < 50_000_00 ? 'small' : cents <= bigCents ? 'medium' : 'large';
}

export function EstimateTopic(p: {
  value: Estimate | null;
  onChange: (e: Estimate) => void;
  country: string;
}) {
  const limit = filingLimitFor(Number(todayIso().slice(0, 4)));
  const bigCents = p.country === 'us' && limit ? limit : 1_000_000_00;
  const big = formatWholeDollars(bigCents);
  const stated = useEstateStore((s) => s.work.meta.gval_stated as number | null | undefined) ?? null;
  const setStated = useEstateStore((s) => s.setMeta);
  // A figure is kept as the estate's estimated value (gval_estimate until the assets have values).
  const onFigure = (cents: number | null) => {
    setStated({ gval_stated: cents });
    if (cents !== null) p.onChange(estimateOf(cents, bigCents));
  };
  return (
    <Stack gap="md">
      <NumberInput
        label="Roughly what is everything worth, before debts?"
        description="A guess is fine. It stands as the estate's estimated value until you list the assets."
        prefix="$"
        thousandSeparator=","
        decimalScale={0}
        min={0}
        allowNegative={false}
        value={stated === null ? '' : stated / 100}
        onChange={(v) => onFigure(typeof v === 'number' ? Math.round(v * 100) : null)}
        data-testid="qs-estimate-value"
      />
      <Radio.Group value={p.value} onChange={(v) => p.onChange(v as Estimate)} label="Or choose a range">
        <Stack gap="sm" mt="sm">
          <Radio value="small" label="Under $50,000" data-testid="qs-estimate-small" />
          <Radio value="medium" label={`$50,000 to ${big}`} data-testid="qs-estimate-medium" />
          <Radio value="large" label={`More than ${big}`} data-testid="qs-estimate-large" />
          <Radio value="unsure" label="I don't know yet" data-testid="qs-estimate-unsure" />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

export function AncillaryTopic(p: {
  value: boolean | null;
  onChange: (v: boolean) => void;
  country: string;
}) {
  const { state } = useTaskEstate();
  const where = p.country === 'ca' ? 'another province or territory' : 'another state';
  const choose = (v: string) => {
    const yes = v === 'yes';
    p.onChange(yes);
    applyTaskResult(setAncillaryProbateNa(state, !yes));
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Real estate is dealt with by the courts where it sits. Land or a home in {where} usually needs a
        second, smaller court process there.
      </Text>
      <Radio.Group
        value={p.value === null ? null : p.value ? 'yes' : 'no'}
        onChange={choose}
        label={`Is there real estate in ${where}?`}
      >
        <Stack gap="sm" mt="sm">
          <Radio value="yes" label="Yes" data-testid="qs-ancillary-yes" />
          <Radio value="no" label="No" data-testid="qs-ancillary-no" />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
