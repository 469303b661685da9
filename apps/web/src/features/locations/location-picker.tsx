// A location field of a form: pick a known place or type a new name. The form holds the typed text and resolves it
// with resolveLocation when it is submitted, so a new place is created and set on the item in the same step (a
// commit on blur raced the submit click: the place was created but the item was added without it).
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useLocationNames } from './api';

interface Props extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (text: string) => void;
}

export function LocationPicker({ value, onChange, ...rest }: Props) {
  const names = useLocationNames();
  const typed = value.trim();
  const isNew = typed !== '' && !names.some((n) => n.toLowerCase() === typed.toLowerCase());
  return (
    <Autocomplete
      label="Location"
      placeholder="Choose or type a new place"
      {...rest}
      data={names}
      value={value}
      description={isNew ? `"${typed}" will be added as a new location` : undefined}
      onChange={onChange}
    />
  );
}
