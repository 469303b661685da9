/** Deterministic sample rows for the demo page (no randomness, so screenshots and checks repeat). */
import { createElement } from 'react';
import type { GridColumn } from '../types.ts';

export interface DemoRow {
  id: number;
  name: string;
  kind: string;
  value: number | null;
  basis: number | null;
  share: number | null;
  acquired: string | null;
  probate: boolean;
  miles: number | null;
  notes: string;
}

const KINDS = [
  { value: 'bank', label: 'Bank Account' },
  { value: 'home', label: 'Real Estate' },
  { value: 'car', label: 'Vehicle' },
  { value: 'inv', label: 'Investment' },
  { value: 'ins', label: 'Life Insurance' },
];
const NAMES = [
  'Checking',
  'House',
  'Car',
  'Brokerage',
  'Policy',
  'Savings',
  'Cottage',
  'Boat',
  'Bonds',
  'Annuity',
];

export function makeRows(n: number): DemoRow[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const month = (i % 12) + 1;
    const day = (i % 28) + 1;
    return {
      id,
      name: `${NAMES[i % NAMES.length]} ${id}`,
      kind: KINDS[i % KINDS.length]?.value ?? 'bank',
      value: (id * 7919) % 100_000_000,
      basis: (id * 3571) % 50_000_000,
      share: (id * 137) % 100_001,
      acquired: `${2000 + (i % 26)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      probate: i % 3 === 0,
      miles: i % 4 === 0 ? null : (i % 500) + 0.5,
      notes: i % 5 === 0 ? `Note for item ${id}` : '',
    };
  });
}

export const DEMO_COLUMNS: readonly GridColumn<DemoRow>[] = [
  {
    field: 'name',
    header: 'Name',
    kind: 'text',
    editable: true,
    lockVisible: true,
    required: 'A name is required.',
  },
  { field: 'kind', header: 'Type', kind: 'enum', options: KINDS, editable: true },
  { field: 'value', header: 'Value Now', kind: 'money', editable: true },
  { field: 'basis', header: 'Cost Basis', kind: 'money', editable: true, hidden: true },
  { field: 'share', header: 'Share', kind: 'percent', editable: true },
  { field: 'acquired', header: 'Acquired', kind: 'date', editable: true, minDate: () => '1950-01-01' },
  { field: 'probate', header: 'Probate', kind: 'boolean', editable: true },
  { field: 'miles', header: 'Miles', kind: 'number', decimals: 1, editable: true },
  {
    field: 'notes',
    header: 'Notes',
    kind: 'text',
    editable: true,
    renderCell: (_v, _row, text) => (text ? createElement('i', { className: 'demo-note' }, text) : null),
  },
];
