// The list of files both dialogs draw: pick several, download or delete them, preview a PDF or picture, and (in
// Estate Files) see the item each belongs to and go to it.
import { Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  type FileOut,
  MSG_FILE_DELETE_CONFIRM,
  MSG_FILE_ITEM_DELETED,
  MSG_FILE_NOT_ATTACHED,
} from '@probity/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../components/confirm-dialog';
import { useEstateStore } from '../../estate';
import { errorText } from '../../lib/api';
import { canPreview, FilePreview } from './file-preview';
import { deleteFiles, downloadFiles, fileNameOf, refreshFiles, shareWithHeirs, sizeText } from './files-api';
import { closeFilesDialogs } from './files-store';
import { itemOfFile } from './item-of-file';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: '2-digit', month: 'short', year: 'numeric' });

export function FileTable(props: {
  estateId: string;
  files: readonly FileOut[];
  canEdit: boolean;
  /** Estate Files: the item column and go-to-item. */
  showItems?: boolean;
}) {
  const { estateId, files, canEdit, showItems } = props;
  const work = useEstateStore((s) => s.work);
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [preview, setPreview] = useState<FileOut | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = files.filter((f) => picked.has(f.name));
  const toggle = (name: string, on: boolean) =>
    setPicked((p) => {
      const n = new Set(p);
      if (on) n.add(name);
      else n.delete(name);
      return n;
    });
  const run = (job: () => Promise<unknown>) => job().catch((e) => setMessage(errorText(e)));
  const remove = async () => {
    if (
      !(await confirmDialog({ msg: MSG_FILE_DELETE_CONFIRM, danger: true, testId: 'files-delete-confirm' }))
    )
      return;
    await run(async () => {
      await deleteFiles(
        estateId,
        chosen.map((f) => f.name),
      );
      setPicked(new Set());
      await refreshFiles(estateId);
    });
  };
  // one button: share the chosen files with the heirs, or (when every one is shared) stop
  const allShared = chosen.length > 0 && chosen.every((f) => f.heirs);
  const share = () =>
    run(async () => {
      await shareWithHeirs(
        estateId,
        chosen.map((f) => f.name),
        !allShared,
      );
      await refreshFiles(estateId);
    });
  const goTo = (f: FileOut) => {
    const item = itemOfFile(estateId, f, work);
    if (!item?.path) return setMessage(MSG_FILE_NOT_ATTACHED);
    closeFilesDialogs();
    navigate(item.path);
  };

  // The preview takes the list's place inside the dialog: a second modal would close with the first on Escape.
  if (preview)
    return (
      <Stack gap="xs" data-testid="file-preview">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {fileNameOf(preview)}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => setPreview(null)}
            data-testid="file-preview-back"
          >
            Back to the files
          </Button>
        </Group>
        <FilePreview estateId={estateId} file={preview} />
      </Stack>
    );
  return (
    <>
      <Group gap="xs" mb="xs">
        <Button
          size="xs"
          variant="light"
          disabled={chosen.length === 0}
          onClick={() => run(() => downloadFiles(estateId, chosen))}
          data-testid="files-download"
        >
          Download{chosen.length > 1 ? ` ${chosen.length} files` : ''}
        </Button>
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={chosen.length === 0}
            onClick={remove}
            data-testid="files-delete"
          >
            Delete{chosen.length > 1 ? ` ${chosen.length} files` : ''}
          </Button>
        )}
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            disabled={chosen.length === 0}
            onClick={share}
            data-testid="files-heirs"
          >
            {allShared ? 'Stop sharing with heirs' : 'Share with heirs'}
          </Button>
        )}
        {showItems && (
          <Button
            size="xs"
            variant="default"
            disabled={chosen.length !== 1}
            onClick={() => chosen[0] && goTo(chosen[0])}
            data-testid="files-go-to-item"
          >
            Go to item
          </Button>
        )}
      </Group>
      {message && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={showItems ? 520 : 320}>
        <Table striped verticalSpacing={6} data-testid="files-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Select every file"
                  checked={files.length > 0 && chosen.length === files.length}
                  indeterminate={chosen.length > 0 && chosen.length < files.length}
                  onChange={(e) =>
                    setPicked(new Set(e.currentTarget.checked ? files.map((f) => f.name) : []))
                  }
                />
              </Table.Th>
              <Table.Th>Name</Table.Th>
              {showItems && <Table.Th>Attached to</Table.Th>}
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th visibleFrom="sm">Added</Table.Th>
              <Table.Th w={80}>
                <VisuallyHidden>Preview</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((f) => {
              const name = fileNameOf(f);
              const item = showItems ? itemOfFile(estateId, f, work) : null;
              return (
                <Table.Tr key={f.name} data-testid="file-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={picked.has(f.name)}
                      onChange={(e) => toggle(f.name, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ta="left"
                      onClick={() => run(() => downloadFiles(estateId, [f]))}
                    >
                      {name}
                    </Anchor>
                    {f.heirs && (
                      <Badge size="xs" variant="light" ml={6} data-testid="file-heirs-badge">
                        Heirs see it
                      </Badge>
                    )}
                    {item?.deleted && (
                      <Text size="xs" c="orange.9">
                        {MSG_FILE_ITEM_DELETED}
                      </Text>
                    )}
                  </Table.Td>
                  {showItems && (
                    <Table.Td>
                      {item ? (
                        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => goTo(f)}>
                          {item.label}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Estate
                        </Text>
                      )}
                    </Table.Td>
                  )}
                  <Table.Td ta="right" data-figure style={{ whiteSpace: 'nowrap' }}>
                    {sizeText(f.size)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{dateText(f.created_at)}</Table.Td>
                  <Table.Td>
                    {canPreview(f) && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setPreview(f)}
                        aria-label={`Preview ${name}`}
                      >
                        Preview
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
