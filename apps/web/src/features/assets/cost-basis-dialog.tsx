// The cost basis dialog (ACB in Canada, with the deemed disposition at death). The engine decides what may change:
// cash types, settled assets and assets bought after death refuse; personal-use deemed edits ask first.
import { Text } from '@mantine/core';
import { type AssetPatch, centsToDecimal, formatMoney, type Terms } from '@probity/domain';
import { useState } from 'react';
import { FormDialog } from '../../components/dialog-form';
import type { AssetRow } from './asset-columns';
import { patchAsset } from './asset-edits';
import { MoneyInput } from './money-input';

interface Props {
  asset: AssetRow;
  terms: Terms;
  canada: boolean;
  onClose: () => void;
}

export function CostBasisDialog({ asset, terms, canada, onClose }: Props) {
  const [orig, setOrig] = useState(asset.cost_basis_orig);
  const [atDeath, setAtDeath] = useState(asset.cost_basis_death);
  const [deemed, setDeemed] = useState(asset.deemed);
  const [bad, setBad] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cb = terms.costBasis;

  const save = async () => {
    const patch: AssetPatch = {};
    if (orig !== asset.cost_basis_orig) patch.cost_basis_orig = orig;
    if (atDeath !== asset.cost_basis_death) patch.cost_basis_death = atDeath;
    if (canada && deemed !== asset.deemed) patch.deemed = deemed;
    if (Object.keys(patch).length === 0) return onClose();
    const msg = await patchAsset(asset.id, patch);
    if (msg) setError(msg);
    else onClose();
  };
  const track = (set: (v: number | null) => void) => (v: number | null, e: string | null) => {
    set(v);
    setBad(!!e);
  };

  return (
    <FormDialog
      testId="cost-basis"
      title={`${cb}: ${asset.name}`}
      onClose={onClose}
      onSubmit={save}
      error={error}
      submitDisabled={bad}
    >
      <Text size="sm">
        {cb} now: <b>{formatMoney(asset.cost_basis ?? 0)}</b>
        {asset.cost_basis_stepped !== undefined &&
          ` (stepped up ${formatMoney(asset.cost_basis_stepped)}, original ${formatMoney(asset.cost_basis_unstepped ?? 0)})`}
      </Text>
      <MoneyInput
        label="Original cost"
        description="What the decedent paid, improvements included"
        value={orig}
        onChange={track(setOrig)}
        data-testid="cb-orig"
      />
      <MoneyInput
        label={`${cb} at ${terms.death}`}
        description="Leave blank to use the value the rules give"
        placeholder={
          asset.cost_basis_death_used === undefined ? '' : centsToDecimal(asset.cost_basis_death_used)
        }
        value={atDeath}
        onChange={track(setAtDeath)}
        data-testid="cb-death"
      />
      {canada && (
        <MoneyInput
          label="Deemed proceeds at death"
          description="Deemed disposition: blank means the value at death"
          value={deemed}
          onChange={track(setDeemed)}
          data-testid="cb-deemed"
        />
      )}
    </FormDialog>
  );
}
