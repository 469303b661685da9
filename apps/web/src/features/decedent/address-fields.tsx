// One address group (country, state or province, county) of the decedent; county names come from the state's
// list when there is one.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { CountyInput } from '../../components/county-input';
import { regionsOf } from '../../lib/regions';
import { str, useEstateFields } from './use-estate-fields';

const ADDRESS_COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'Other', label: 'Other country' },
];

export function AddressFields({ prefix, testPrefix }: { prefix: '' | 'residence_'; testPrefix: string }) {
  const { dec, editable, country: estateCountry, setDec } = useEstateFields();
  const f = (name: string) => `${prefix}addr_${name}`;
  const addrCountry = str(dec[f('country')]) || estateCountry.toUpperCase();
  const regions = regionsOf(addrCountry);
  const regionWord = addrCountry.toLowerCase() === 'ca' ? 'Province' : 'State';
  const state = str(dec[f('state')]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Country"
        data={ADDRESS_COUNTRIES}
        value={ADDRESS_COUNTRIES.some((c) => c.value === addrCountry) ? addrCountry : 'Other'}
        onChange={(v) => setDec({ [f('country')]: v ?? '', [f('state')]: '', [f('county')]: '' })}
        allowDeselect={false}
        readOnly={!editable}
        data-testid={`${testPrefix}-country`}
      />
      {regions ? (
        <Select
          label={regionWord}
          data={regions}
          value={state || null}
          onChange={(v) => setDec({ [f('state')]: v ?? '', [f('county')]: '' })}
          searchable
          clearable={editable}
          readOnly={!editable}
          data-testid={`${testPrefix}-state`}
        />
      ) : (
        <TextInput
          label="State or region"
          value={state}
          onChange={(e) => setDec({ [f('state')]: e.currentTarget.value })}
          readOnly={!editable}
          data-testid={`${testPrefix}-state`}
        />
      )}
      <CountyInput
        label={addrCountry.toLowerCase() === 'ca' ? 'County or district' : 'County'}
        country={addrCountry}
        state={state}
        value={str(dec[f('county')])}
        onChange={(v) => setDec({ [f('county')]: v })}
        readOnly={!editable}
        data-testid={`${testPrefix}-county`}
      />
    </SimpleGrid>
  );
}
