// A notice's status on its own item (issue 40): the Assets, Debts and Contacts grids show where the letters about
// each row stand, and the status opens that notice in the Executor tab's Notices table. With several letters about
// one item, the one furthest behind is shown (what still needs the executor), with the count.
import { Button, Tooltip } from '@mantine/core';
import { followUpDue, NOTICE_STATUSES, type Notice, todayIso } from '@probity/domain';
import { Link } from 'react-router';
import type { GridColumn } from '../../components/grid';
import { useEstateStore } from '../../estate';
import { noticeOpenPath } from '../../lib/estate-routes';
import { NOTICE_STATUS, useNotices } from './notices-api';

type Part = Exclude<Notice['target']['part'], 'estate'>;
const rank = (n: Notice) => NOTICE_STATUSES.indexOf(n.status);

/** The notices about one item, the one furthest behind first (the earliest drafted among equals). */
export function noticesAbout(notices: readonly Notice[], part: Part, id: number): Notice[] {
  return notices
    .filter((n) => n.target.part === part && n.target.id === id)
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The open estate's notices, or null for the Sample (its notices are not kept on the server). */
function useEstateNotices(): { estateId: string | null; notices: Notice[] | undefined } {
  const estateId = useEstateStore((s) => s.estateId);
  const real = useEstateStore((s) => s.mode === 'real');
  return { estateId, notices: useNotices(real ? estateId : null).data };
}

function NoticeCell({ part, id, label }: { part: Part; id: number | string; label: string }) {
  const { estateId, notices } = useEstateNotices();
  if (!estateId || !notices || typeof id !== 'number') return null;
  const about = noticesAbout(notices, part, id);
  const first = about[0];
  if (!first) return null;
  const due = followUpDue(first, todayIso());
  const status = due ? { label: 'Follow up', color: 'orange' } : NOTICE_STATUS[first.status];
  const more = about.length > 1 ? ` (${about.length})` : '';
  const to = first.letter.to[0] ?? first.kind_name;
  return (
    <Tooltip label={`Notice to ${to}: ${status.label.toLowerCase()}`}>
      <Button
        component={Link}
        to={noticeOpenPath(estateId, first.id)}
        onClick={(e) => e.stopPropagation()}
        variant="light"
        color={status.color}
        size="compact-xs"
        aria-label={`${about.length > 1 ? `${about.length} notices` : 'Notice'} about ${label || 'this item'}: ${status.label}. Open it`}
        data-testid="notice-cell"
      >
        {status.label}
        {more}
      </Button>
    </Tooltip>
  );
}

/** Whether any notice is about an item of this part (the Notice column is shown only then). */
export function useNoticed(part: Part): boolean {
  const { notices } = useEstateNotices();
  return notices?.some((n) => n.target.part === part && n.target.id !== null) ?? false;
}

/**
 * The columns with the Notice column after the name when `noticed` (useNoticed): where the letters about each row
 * stand, in view beside its name. Without a notice the column is not there to take room.
 */
export function withNoticeColumn<T extends { id: number | string }>(
  columns: GridColumn<T>[],
  part: Part,
  noticed: boolean,
  labelOf: (row: T) => string,
): GridColumn<T>[] {
  if (!noticed) return columns;
  const column: GridColumn<T> = {
    field: 'notice' as GridColumn<T>['field'],
    header: 'Notice',
    kind: 'text',
    width: 112,
    card: 'aside',
    control: true,
    value: () => '',
    renderCell: (_v, row) => <NoticeCell part={part} id={row.id} label={labelOf(row)} />,
  };
  const at = columns.findIndex((c) => c.field === 'name') + 1;
  return [...columns.slice(0, at), column, ...columns.slice(at)];
}
