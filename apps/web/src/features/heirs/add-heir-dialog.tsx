// Adding an heir through the same dialog pattern as every other item (docs/design-system.md, Add an item): the
// name, the relationship and what the will leaves them, a share of the residue or a fixed sum. The rest (tax
// number, location, note) is edited in the grid.
import { NumberInput, Select, TextInput } from '@mantine/core';
import { addHeir, HEIR_RELATIONSHIP, HEIR_RELATIONSHIPS } from '@probity/domain';
import { useState } from 'react';
import { FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { runOp } from '../../estate';
import { GLOSSARY } from '../../lib/glossary';
import { MoneyInput } from '../assets';

const RELATIONSHIPS = HEIR_RELATIONSHIPS.map((e) => ({ value: String(e.id), label: e.label }));
/** Target percentages are stored in thousandths of a percent (12.5% is 12500). */
const PERCENT_SCALE = 1000;

export function AddHeirDialog({ onClose }: { onClose: (id?: number) => void }) {
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<number>(HEIR_RELATIONSHIP.child);
  const [percent, setPercent] = useState<number | string>('');
  const [sum, setSum] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const heirName = name.trim();
    if (!heirName) return setError('Please enter the heir’s name.');
    const o = await runOp(
      (f) =>
        addHeir(f, {
          name: heirName,
          i_type: relationship,
          percent_target: typeof percent === 'number' ? Math.round(percent * PERCENT_SCALE) : null,
          val_target: sum,
        }),
      { onError: setError },
    );
    if (o.kind !== 'ok') return;
    showDone(`Added heir '${heirName}'`);
    onClose(o.id);
  };

  return (
    <FormDialog
      testId="add-heir"
      title="Add heir"
      onClose={onClose}
      onSubmit={add}
      error={error}
      submitLabel="Add heir"
    >
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={500}
        data-autofocus
        data-testid="heir-name"
      />
      <Select
        label="Relationship"
        data={RELATIONSHIPS}
        value={String(relationship)}
        onChange={(v) => setRelationship(Number(v ?? HEIR_RELATIONSHIP.other))}
        allowDeselect={false}
        data-testid="heir-relationship"
      />
      <NumberInput
        label="Share of the residue (%)"
        description={GLOSSARY['Target %']}
        min={0}
        max={100}
        decimalScale={3}
        value={percent}
        onChange={setPercent}
        data-testid="heir-percent"
      />
      <MoneyInput
        label="Fixed sum (a bequest)"
        description={GLOSSARY['Target Value']}
        value={sum}
        onChange={(v) => setSum(v)}
        data-testid="heir-sum"
      />
    </FormDialog>
  );
}
