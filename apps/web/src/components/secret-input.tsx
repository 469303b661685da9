// A tax number field. The server sends it masked ('•••-••-6789'); the number shows only after Reveal, which asks
// the server (and is written to the estate's audit trail). A masked value cannot be edited: Reveal first, then
// type; a save that leaves it alone sends the mask back, which keeps the stored number.
import { Button, TextInput } from '@mantine/core';
import { isMasked } from '@probity/domain';
import { useState } from 'react';
import { errorText } from '../lib/api';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  reveal: () => Promise<string>;
  'data-testid': string;
}

export function SecretInput({ label, value, onChange, readOnly, reveal, 'data-testid': testId }: Props) {
  // the clear number and the mask it was revealed for: a save or a reload brings a new mask, and hides it again
  const [shown, setShown] = useState<{ mask: string; plain: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const masked = isMasked(value);
  const revealed = masked && shown?.mask === value ? shown.plain : null;
  const hidden = masked && revealed === null;

  const onReveal = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown({ mask: value, plain: await reveal() });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const button = hidden ? (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={busy}
      onClick={onReveal}
      data-testid={`${testId}-reveal`}
    >
      Reveal
    </Button>
  ) : masked ? (
    <Button size="compact-xs" variant="subtle" onClick={() => setShown(null)} data-testid={`${testId}-hide`}>
      Hide
    </Button>
  ) : null;

  return (
    <TextInput
      label={label}
      value={revealed ?? value}
      onChange={(e) => onChange(e.currentTarget.value)}
      readOnly={readOnly || hidden}
      // a hint on hover rather than a description line, which would push this field below its neighbours
      title={
        hidden ? 'Only the last four digits are shown. Press Reveal to see or change the number.' : undefined
      }
      error={error}
      maxLength={500}
      autoComplete="off"
      rightSection={button}
      rightSectionWidth={button ? 72 : undefined}
      data-testid={testId}
    />
  );
}
