// Quick-start topics with a single choice that steers the topics after it: the rough estate value and
// property in another state or province (a "no" marks the ancillary probate task not applicable).
import { Radio, Stack, Text } from '@mantine/core';
import { filingLimitFor, setAncillaryProbateNa, todayIso } from '@probity/domain';
import { applyTaskResult, useTaskEstate } from '../../../estate';
import type { Estimate } from './topics';

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export function EstimateTopic(p: {
  value: Estimate | null;
  onChange: (e: Estimate) => void;
  country: string;
}) {
  const limit = filingLimitFor(Number(todayIso().slice(0, 4)));
  const big = p.country === 'us' && limit ? dollars(limit) : '$1,000,000';
  return (
    <Radio.Group
      value={p.value}
      onChange={(v) => p.onChange(v as Estimate)}
      label="Roughly what is everything worth, before debts?"
      description="A guess is fine; it only decides which topics come next."
    >
      <Stack gap="sm" mt="sm">
        <Radio value="small" label="Under $50,000" data-testid="qs-estimate-small" />
        <Radio value="medium" label={`$50,000 to ${big}`} data-testid="qs-estimate-medium" />
        <Radio value="large" label={`More than ${big}`} data-testid="qs-estimate-large" />
        <Radio value="unsure" label="I don't know yet" data-testid="qs-estimate-unsure" />
      </Stack>
    </Radio.Group>
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
