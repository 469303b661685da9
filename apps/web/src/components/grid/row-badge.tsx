// A row that is over (a sold, discarded or emptied asset, a paid or forgiven debt): drawn muted, with a word in a
// badge beside its name, in the grid's rows and on a phone's cards. Which rows and which word come from the tab
// (`rowBadge`), which reads them from the engine's derived values; the grid only draws them.
import { Badge, Group } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ReactNode } from 'react';

/** The classes of a settled row and of its card (estate-grid.css: muted text on the page's grey). */
export const SETTLED_ROW_CLASS = 'estate-grid-settled';
export const SETTLED_CARD_CLASS = 'estate-grid-card-settled';

export function RowBadge({ text }: { text: string }) {
  return (
    <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }} data-testid="row-badge">
      {text}
    </Badge>
  );
}

/** The name and its badge on one line; the name gives way first (it is cut with an ellipsis, the badge never). */
export function WithRowBadge({ badge, children }: { badge: string; children: ReactNode }) {
  return (
    <Group component="span" gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</span>
      <RowBadge text={badge} />
    </Group>
  );
}

/**
 * The column definitions with the title column (`field`) drawing its badge: the cell's own drawing (a
 * renderCell) or its formatted text, then the badge. Other columns, and every column without `badgeOf`, as given.
 */
export function withRowBadges<T>(
  defs: ColDef<T>[],
  field: string | undefined,
  badgeOf: ((row: T) => string | null | undefined) | undefined,
): ColDef<T>[] {
  if (!badgeOf || !field) return defs;
  return defs.map((def) => {
    if (def.colId !== field) return def;
    const own = typeof def.cellRenderer === 'function' ? def.cellRenderer : null;
    return {
      ...def,
      cellRenderer: (p: ICellRendererParams<T>) => {
        const inner = own ? own(p) : (p.valueFormatted ?? p.value);
        const badge = p.data && !p.node.rowPinned ? badgeOf(p.data) : null;
        return badge ? <WithRowBadge badge={badge}>{inner}</WithRowBadge> : inner;
      },
    };
  });
}
