// The address dialog: street lines, city, country, state or province, county (from GET /pkg/counties.dat), postal.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { CountyInput } from '../../components/county-input';
import { FormDialog, useFields } from '../../components/dialog-form';
import { regionsOf } from '../../lib/regions';

export interface AddressParts {
  street: string;
  street2: string;
  city: string;
  state: string;
  county: string;
  postal: string;
  country: string;
}

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'Other', label: 'Other country' },
];

export function AddressDialog({
  value,
  title,
  onSave,
  onClose,
}: {
  value: AddressParts;
  title: string;
  onSave: (a: AddressParts) => void;
  onClose: () => void;
}) {
  const { values: a, set, bind } = useFields<AddressParts>(value);
  const country = COUNTRIES.some((c) => c.value === a.country.toUpperCase())
    ? a.country.toUpperCase()
    : a.country
      ? 'Other'
      : 'US';
  const regions = regionsOf(country);
  const ca = country === 'CA';
  return (
    <FormDialog
      testId="address"
      title={title}
      size="lg"
      onClose={onClose}
      onSubmit={() => onSave({ ...a, country })}
      submitLabel="Save address"
      submitTestId="addr-save"
    >
      <TextInput label="Street" {...bind('street')} maxLength={500} data-testid="addr-street" />
      <TextInput label="Street, second line" {...bind('street2')} maxLength={500} />
      <SimpleGrid cols={2}>
        <TextInput label="City" {...bind('city')} maxLength={500} data-testid="addr-city" />
        <Select
          label="Country"
          data={COUNTRIES}
          value={country}
          allowDeselect={false}
          onChange={(v) => set({ country: v ?? 'US', state: '', county: '' })}
          data-testid="addr-country"
        />
        {regions ? (
          <Select
            label={ca ? 'Province' : 'State'}
            data={regions}
            value={a.state || null}
            searchable
            onChange={(v) => set({ state: v ?? '', county: '' })}
            data-testid="addr-state"
          />
        ) : (
          <TextInput label="State or region" {...bind('state')} maxLength={500} />
        )}
        <CountyInput
          label={ca ? 'County or region' : 'County'}
          country={country}
          state={a.state}
          value={a.county}
          onChange={(county) => set({ county })}
          data-testid="addr-county"
        />
        <TextInput
          label={ca ? 'Postal code' : 'ZIP code'}
          {...bind('postal')}
          maxLength={20}
          data-testid="addr-postal"
        />
      </SimpleGrid>
    </FormDialog>
  );
}
