// The Contacts table's columns, one per contact field; the address parts are edited in the address dialog.
import { CONTACT_TYPES, type Contact, formatAddress } from '@probity/domain';
import type { GridColumn } from '../../components/grid';
import { filesColumn } from '../files';

export const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((e) => ({ value: e.id, label: e.label }));

export const CONTACT_COLUMNS: GridColumn<Contact>[] = [
  {
    field: 'name',
    header: 'Name',
    kind: 'text',
    editable: true,
    lockVisible: true,
    required: true,
    width: 220,
  },
  {
    field: 'i_type',
    header: 'Type',
    kind: 'enum',
    options: CONTACT_TYPE_OPTIONS,
    editable: true,
    card: true,
  },
  { field: 'phone', header: 'Phone', kind: 'text', editable: true, card: true },
  { field: 'email', header: 'Email', kind: 'text', editable: true, card: true },
  { field: 'web', header: 'Web', kind: 'text', editable: true },
  {
    field: 'address',
    header: 'Address',
    kind: 'text',
    value: formatAddress,
    tooltip: 'Edit with the Address button',
  },
  { field: 'street', header: 'Street', kind: 'text', hidden: true },
  { field: 'city', header: 'City', kind: 'text', hidden: true },
  { field: 'state', header: 'State / Province', kind: 'text', hidden: true },
  { field: 'county', header: 'County', kind: 'text', hidden: true },
  { field: 'postal', header: 'Postal Code', kind: 'text', hidden: true },
  { field: 'country', header: 'Country', kind: 'text', hidden: true },
  { field: 'note', header: 'Note', kind: 'text', editable: true },
  filesColumn<Contact>('contacts', (r) => r.name),
];
