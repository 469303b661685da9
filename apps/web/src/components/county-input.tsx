// County entry: suggestions from the state's county list, and free text where there is no list.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useCounties } from '../lib/counties';

interface CountyInputProps extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> {
  country: string | null | undefined;
  state: string | null | undefined;
  value: string | null | undefined;
  onChange: (county: string) => void;
}

export function CountyInput({ country, state, value, onChange, ...rest }: CountyInputProps) {
  const counties = useCounties(country, state);
  return (
    <Autocomplete
      {...rest}
      data={counties}
      value={value ?? ''}
      onChange={onChange}
      limit={400}
      maxDropdownHeight={260}
    />
  );
}
