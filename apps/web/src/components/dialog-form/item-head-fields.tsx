// The first fields of a new inventory item (an asset or a debt): its name, its type and its account. The caller
// keeps the values and adds the fields that differ (value, location).
import { type ComboboxData, Select, TextInput } from '@mantine/core';

export interface ItemHead {
  name: string;
  type: string;
  account: string;
}
export const BLANK_ITEM_HEAD: ItemHead = { name: '', type: '0', account: '' };

/**
 * What adding the item sends: its head, location and first value (`undefined`: none). While death is awaited the
 * value is the pre-death one; after, it is the value at death and stands as pre-death too.
 */
export function newItemInput(
  head: ItemHead,
  loc: string,
  value: number | null | undefined,
  awaitDeath: boolean,
) {
  return {
    name: head.name.trim(),
    i_type: Number(head.type),
    account: head.account,
    loc_name: loc,
    ...(value === undefined ? {} : awaitDeath ? { val_pre: value } : { val_death: value, val_pre: value }),
  };
}

interface Props {
  value: ItemHead;
  onChange: (v: ItemHead) => void;
  types: ComboboxData;
  /** `asset` gives the ids `asset-name` and `asset-type`. */
  testId: string;
  accountLabel: string;
  searchable?: boolean;
}

export function ItemHeadFields({ value, onChange, types, testId, accountLabel, searchable }: Props) {
  const set = (patch: Partial<ItemHead>) => onChange({ ...value, ...patch });
  return (
    <>
      <TextInput
        label="Name"
        required
        value={value.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        maxLength={500}
        data-autofocus
        data-testid={`${testId}-name`}
      />
      <Select
        label="Type"
        data={types}
        value={value.type}
        onChange={(v) => set({ type: v ?? '0' })}
        allowDeselect={false}
        searchable={searchable}
        data-testid={`${testId}-type`}
      />
      <TextInput
        label={accountLabel}
        value={value.account}
        onChange={(e) => set({ account: e.currentTarget.value })}
        maxLength={500}
      />
    </>
  );
}
