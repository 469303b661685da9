// An amount field in dollars and cents that hands integer cents (or null when blank) to its owner.
import { TextInput, type TextInputProps } from '@mantine/core';
import { centsToDecimal, MSG_MONEY_INVALID, MSG_NEGATIVE, parseMoney } from '@probity/domain';
import { useState } from 'react';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number | null;
  onChange: (cents: number | null, error: string | null) => void;
}

export function MoneyInput({ value, onChange, error, ...rest }: Props) {
  const [text, setText] = useState(value === null ? '' : centsToDecimal(value));
  const [own, setOwn] = useState<string | null>(null);
  const change = (raw: string) => {
    setText(raw);
    if (!raw.trim()) {
      setOwn(null);
      return onChange(null, null);
    }
    const c = parseMoney(raw);
    const problem = c === null ? MSG_MONEY_INVALID : c < 0 ? MSG_NEGATIVE : null;
    setOwn(problem);
    onChange(problem ? null : c, problem);
  };
  return (
    <TextInput
      leftSection="$"
      inputMode="decimal"
      {...rest}
      value={text}
      error={own ?? error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}
