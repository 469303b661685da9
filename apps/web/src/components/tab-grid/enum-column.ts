// An editable grid column choosing from a domain table ({ id, label } entries: work types, expense types...).
import type { EnumEntry } from '@probity/domain';
import type { GridColumn } from '../grid';

export function enumColumn<T>(
  field: keyof T & string,
  header: string,
  entries: readonly EnumEntry[],
): GridColumn<T> {
  return {
    field,
    header,
    kind: 'enum',
    editable: true,
    options: entries.map((e) => ({ value: e.id, label: e.label })),
  };
}
