// Date entry: typed as month/day/year (4- or 2-digit year, slash or dash), shown as dd-Mon-yyyy,
// committed after 1750 ms without typing or when the field loses focus. Checks come from the caller (min, max,
// birth <= death <= today) through `check`; nothing before 1 Jan 1900 is accepted.
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  checkDate,
  DATE_INPUT_DEBOUNCE_MS,
  formatDisplayDate,
  MSG_DATE_INVALID,
  MSG_DATE_REQUIRED,
  parseDateInput,
  todayIso,
} from '@probity/domain';
import { useEffect, useRef, useState } from 'react';

export interface DateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  value: string | null;
  onCommit: (iso: string | null) => void;
  /** Extra rule for a parsed date: a message when it is not acceptable. */
  check?: (iso: string) => string | null;
  minDate?: string | null;
  maxDate?: string | null;
  required?: boolean;
}

export function DateInput({
  value,
  onCommit,
  check,
  minDate: min,
  maxDate: max,
  required,
  onBlur,
  onFocus,
  ...rest
}: DateInputProps) {
  const [text, setText] = useState<string | null>(null); // null = not editing: show the committed value
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ value, onCommit, check, min, max, required });
  latest.current = { value, onCommit, check, min, max, required };

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (raw: string, finished: boolean) => {
    clearTimeout(timer.current);
    const { value: current, onCommit: done, check: rule, min: lo, max: hi, required: req } = latest.current;
    const s = raw.trim();
    if (!s) {
      if (req) return setError(MSG_DATE_REQUIRED);
      setError(null);
      setText(finished ? null : '');
      if (current !== null) done(null);
      return;
    }
    const iso = parseDateInput(s, todayIso());
    const problem =
      iso === null ? MSG_DATE_INVALID : (checkDate(iso, lo ?? null, hi ?? null) ?? rule?.(iso) ?? null);
    if (problem || iso === null) return setError(problem);
    setError(null);
    setText(null);
    if (iso !== current) done(iso);
  };

  // A value changed from outside (reload, restore) clears any half-typed text and its error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the committed value changes
  useEffect(() => {
    setText(null);
    setError(null);
  }, [value]);

  return (
    <TextInput
      {...rest}
      value={text ?? formatDisplayDate(value)}
      placeholder={rest.placeholder ?? 'm/d/yyyy'}
      error={error}
      autoComplete="off"
      onFocus={(e) => {
        e.currentTarget.select();
        onFocus?.(e);
      }}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(v, false), DATE_INPUT_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && text !== null) commit(text, false);
        rest.onKeyDown?.(e);
      }}
      onBlur={(e) => {
        if (text !== null) commit(text, true);
        onBlur?.(e);
      }}
    />
  );
}
