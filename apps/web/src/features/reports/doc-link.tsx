// A report row that opens what it comes from (the tax worksheets: a line's transactions in Cashflow), for the
// table and the phone's stacked rows alike.
import { Anchor } from '@mantine/core';
import type { PdfSection } from '@probity/documents';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Where a row with sources leads (the tax worksheets: its transactions in Cashflow, or its asset in Assets), and
 * what to do on the way.
 */
export interface DocLink {
  href: (ids: readonly number[], label: string, kind: NonNullable<PdfSection['sourceKind']>) => string;
  onFollow?: () => void;
}

/** A row's cell, as a link to its sources when the section has them and the cell is the one that names the row. */
export function cellOf(s: PdfSection, row: string[], r: number, j: number, link?: DocLink): ReactNode {
  const ids = s.sources?.[r];
  const cell = row[j];
  if (!link || !ids || j !== (s.linkColumn ?? 0) || !cell) return cell;
  const label = `${s.heading ? `${s.heading}, ` : ''}${row
    .slice(0, j + 1)
    .filter(Boolean)
    .join(' ')}`;
  return (
    <Anchor
      component={Link}
      to={link.href(ids, label, s.sourceKind ?? 'txacts')}
      onClick={link.onFollow}
      data-testid="doc-row-link"
    >
      {cell}
    </Anchor>
  );
}
