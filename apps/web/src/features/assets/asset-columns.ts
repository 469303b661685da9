// The Assets grid's columns, worded by country and by whether death is still awaited:
// then the Value Pre-Death column shows and is the one edited.
import {
  ASSET_TYPES,
  type Asset,
  type AssetDerived,
  assetTypeOffered,
  isCashType,
  MSG_FILE_REFUND_DEPOSITS,
  OWNERSHIPS,
  PLANS,
  type Terms,
} from '@probity/domain';
import type { EnumOption, GridColumn } from '../../components/grid';
import { filesColumn } from '../files';
import { locationColumn } from '../locations';

export type AssetRow = Asset & Partial<AssetDerived>;

const opts = (list: readonly { id: number; label: string }[]): EnumOption[] =>
  list.map((e) => ({ value: e.id, label: e.label }));
export const ASSET_TYPE_OPTIONS = opts(ASSET_TYPES);
/** The types an estate of this country may use (no TFSA outside Canada). */
export const assetTypeOptions = (country: string): EnumOption[] =>
  ASSET_TYPE_OPTIONS.filter((o) => assetTypeOffered(Number(o.value), country));
export const OWNERSHIP_OPTIONS = opts(OWNERSHIPS);
export const PLAN_OPTIONS = opts(PLANS);

const notRefunds = (r: AssetRow) => !r.sundry_refunds;

export function assetColumns(t: Terms, awaitDeath: boolean, country: string): GridColumn<AssetRow>[] {
  const cols: GridColumn<AssetRow>[] = [
    {
      field: 'name',
      header: 'Name',
      kind: 'text',
      editable: notRefunds,
      lockVisible: true,
      required: true,
      width: 230,
    },
    { field: 'account', header: 'Account', kind: 'text', editable: true },
    {
      field: 'i_type',
      header: 'Type',
      kind: 'enum',
      options: assetTypeOptions(country),
      editable: notRefunds,
      card: true,
    },
    {
      field: 'ownership',
      header: 'Ownership',
      kind: 'enum',
      options: OWNERSHIP_OPTIONS,
      editable: notRefunds,
      hidden: true,
    },
    { field: 'probate', header: 'Probate', kind: 'boolean', editable: notRefunds },
    locationColumn<AssetRow>(),
    {
      field: 'plan',
      header: 'Plan',
      kind: 'enum',
      card: true,
      options: PLAN_OPTIONS,
      // Refusals (sold, distributed, settled, bought after death, estate account) come from the engine with its
      // message, so these cells stay editable and explain instead of silently not opening.
      editable: notRefunds,
    },
  ];
  if (awaitDeath) {
    cols.push({
      field: 'val_pre',
      header: 'Value Pre-Death',
      kind: 'money',
      editable: notRefunds,
      tooltip: t.valuePreHelp,
    });
  }
  cols.push(
    {
      field: 'val_death',
      header: t.valueAtDeath,
      kind: 'money',
      editable: notRefunds,
      hidden: awaitDeath,
      tooltip: t.valueAtDeathHelp,
    },
    {
      field: 'val',
      header: 'Value Now',
      kind: 'money',
      card: true,
      tooltip: 'Changes only through transactions on the Cashflow tab',
    },
    {
      field: 'cost_basis',
      header: t.costBasis,
      kind: 'money',
      tooltip: `Edit with the ${t.costBasis} button`,
    },
    {
      field: 'val_plan',
      header: 'Planned Sale',
      kind: 'money',
      hidden: true,
      editable: (r) => r.plan === 2 && !r.settled,
    },
    { field: 'paid', header: 'Sold For', kind: 'money', hidden: true },
    { field: 'val_distrib', header: 'Distributed', kind: 'money', hidden: true },
    { field: 'received', header: 'Received', kind: 'date', hidden: true },
    { field: 'date', header: 'Bought', kind: 'date', hidden: true },
    { field: 'txact_num', header: 'Transactions', kind: 'number', decimals: 0, hidden: true },
    { field: 'note', header: 'Note', kind: 'text', editable: true },
  );
  if (t.costBasis === 'ACB') {
    cols.splice(cols.findIndex((c) => c.field === 'cost_basis') + 1, 0, {
      field: 'deemed',
      header: 'Deemed',
      kind: 'money',
      hidden: true,
      value: (r) => r.deemed ?? (isCashType(r.i_type) ? null : r.val_death),
    });
  }
  cols.push(
    filesColumn<AssetRow>(
      'assets',
      (r) => r.name,
      (r) => (r.sundry_refunds ? MSG_FILE_REFUND_DEPOSITS : null),
    ),
  );
  return cols;
}
