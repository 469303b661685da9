// A location field: pick a known place or type a new name, which becomes a location when committed.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorText } from '../../lib/api';
import { ensureLocation, useLocationNames } from './api';

interface Props extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'error'> {
  value: string;
  /** The committed name (an existing location's own spelling, or the new location). */
  onChange: (name: string) => void;
}

export function LocationPicker({ value, onChange, ...rest }: Props) {
  const names = useLocationNames();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = text ?? value;
  // Enter, choosing an option and leaving the field may all fire for one entry: commit each name once at a time.
  const busy = useRef<string | null>(null);
  const commit = async (raw: string) => {
    setText(raw);
    if (busy.current === raw.trim()) return;
    busy.current = raw.trim();
    try {
      const name = await ensureLocation(raw);
      setError(null);
      setText(null);
      if (name !== value) onChange(name);
    } catch (e) {
      setError(errorText(e));
    } finally {
      busy.current = null;
    }
  };
  const isNew = shown.trim() !== '' && !names.some((n) => n.toLowerCase() === shown.trim().toLowerCase());
  return (
    <Autocomplete
      label="Location"
      placeholder="Choose or type a new place"
      {...rest}
      data={names}
      value={shown}
      error={error}
      description={isNew ? `"${shown.trim()}" will be added as a new location` : undefined}
      onChange={setText}
      onOptionSubmit={(v) => void commit(v)}
      onBlur={() => text !== null && void commit(text)}
      onKeyDown={(e) => {
        // Enter commits through blur, which also closes the suggestions.
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
    />
  );
}
