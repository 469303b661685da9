// Adding an asset: the fields a user knows at first; the rest is edited in the grid.
import { ASSET_TYPE, addAsset, type Terms } from '@probity/domain';
import { useState } from 'react';
import { BLANK_ITEM_HEAD, FormDialog, ItemHeadFields, newItemInput } from '../../components/dialog-form';
import { runOp } from '../../estate';
import { LocationPicker, resolveLocation } from '../locations';
import { assetTypeOptions } from './asset-columns';
import { MoneyInput } from './money-input';

interface Props {
  terms: Terms;
  country: string;
  awaitDeath: boolean;
  onClose: (id?: number, trust?: boolean) => void;
}

/** The types offered: the estate's country's, without Refund (the engine's own row). */
const typeData = (country: string) =>
  assetTypeOptions(country)
    .filter((o) => o.value !== ASSET_TYPE.refund)
    .map((o) => ({ value: String(o.value), label: o.label }));

export function AddAssetDialog({ terms, country, awaitDeath, onClose }: Props) {
  const [head, setHead] = useState(BLANK_ITEM_HEAD);
  const [value, setValue] = useState<number | null>(null);
  const [loc, setLoc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const estateAccount = Number(head.type) === ASSET_TYPE.estateAccount;

  const add = async () => {
    if (!head.name.trim()) return setError('Please enter a name for the asset.');
    const locName = await resolveLocation(loc, setError);
    if (locName === null) return;
    const input = newItemInput(head, locName, estateAccount ? undefined : value, awaitDeath);
    const o = await runOp((f) => addAsset(f, input), { onError: setError });
    if (o.kind === 'ok') onClose(o.id, input.i_type === ASSET_TYPE.trust);
  };

  return (
    <FormDialog
      testId="add-asset"
      title="Add asset"
      onClose={onClose}
      onSubmit={add}
      error={error}
      submitLabel="Add asset"
    >
      <ItemHeadFields
        value={head}
        onChange={setHead}
        types={typeData(country)}
        testId="asset"
        accountLabel="Account or identifier"
        searchable
      />
      {!estateAccount && (
        <MoneyInput
          label={awaitDeath ? 'Value Pre-Death' : terms.valueAtDeath}
          description={awaitDeath ? terms.valuePreHelp : terms.valueAtDeathHelp}
          value={value}
          onChange={(v) => setValue(v)}
          data-testid="asset-value"
        />
      )}
      <LocationPicker value={loc} onChange={setLoc} data-testid="asset-location" />
    </FormDialog>
  );
}
