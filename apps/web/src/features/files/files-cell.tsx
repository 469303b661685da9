// The paperclip column every item grid shares: the item's file count, opening its Attached Files dialog.
import { Button, Tooltip } from '@mantine/core';
import { type FileEntityType, MSG_FILE_SAVE_FIRST } from '@probity/domain';
import type { GridColumn } from '../../components/grid';
import { LineIcon } from '../../components/line-icon';
import { useEstateStore } from '../../estate';
import { countsOf, useEstateFiles } from './files-api';
import { openAttachedFiles } from './files-store';

function PaperclipIcon() {
  return (
    <LineIcon>
      <path d="M21.4 11.1l-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8" />
    </LineIcon>
  );
}

export function FilesCell(props: {
  entityType: FileEntityType;
  id: number | string;
  label: string;
  /** Why this row cannot hold files (a refunds row, an expense shown among debts), or null. */
  notAttachable?: string | null;
}) {
  const { entityType, id, label, notAttachable } = props;
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const files = useEstateFiles(estateId).data?.files;
  const n = files ? (countsOf(files, entityType).get(String(id)) ?? 0) : 0;
  const saved = typeof id === 'number' && id > 0 && !notAttachable;
  const name = label || 'this item';
  return (
    <Tooltip label={saved ? `Files of ${name}` : (notAttachable ?? MSG_FILE_SAVE_FIRST)}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={6}
        // a 44 px target on a phone's card (WCAG 2.5.5), as wide as the grid's Files column allows on a laptop
        miw={44}
        leftSection={<PaperclipIcon />}
        aria-label={n > 0 ? `${n} files of ${name}` : `Attach files to ${name}`}
        onClick={(e) => {
          e.stopPropagation();
          if (saved) openAttachedFiles({ entity_type: entityType, entity_id: id, label: name });
        }}
        disabled={!saved}
        data-testid="files-cell"
      >
        <span data-figure>{n > 0 ? n : ''}</span>
      </Button>
    </Tooltip>
  );
}

/** The column: put it last in a grid's columns; `labelOf` names the row in the dialog's title. */
export function filesColumn<T extends { id: number | string }>(
  entityType: FileEntityType,
  labelOf: (row: T) => string,
  notAttachable?: (row: T) => string | null,
): GridColumn<T> {
  return {
    field: 'files' as GridColumn<T>['field'],
    header: 'Files',
    kind: 'text',
    width: 72,
    pinned: 'right',
    card: 'aside',
    control: true,
    value: () => '',
    renderCell: (_v, row) => (
      <FilesCell
        entityType={entityType}
        id={row.id}
        label={labelOf(row)}
        notAttachable={notAttachable?.(row)}
      />
    ),
  };
}
