// The Attached Files dialog of one item or slot, Estate Files (every file of the estate), and the storage-limit
// dialog. Loaded on demand by FilesHost, so the dialogs and the dropzone cost nothing until a paperclip is used.
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import {
  currencyOf,
  LIC_TIER,
  MSG_NO_FILES,
  MSG_SAMPLE_NO_FILES,
  STORAGE_PRICE,
  storageLimitBytes,
} from '@probity/domain';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { licenceDialog, selectCanSave, useEstateStore } from '../../estate';
import { priceText } from '../licence';
import { FileTable } from './file-table';
import { type FileTarget, filesOf, sizeText, useEstateFiles } from './files-api';
import { closeFilesDialogs, useFilesDialogs } from './files-store';
import { UploadZone } from './upload-zone';

function useFilesContext() {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const sample = useEstateStore((s) => s.mode === 'sample');
  const canEdit = useEstateStore(selectCanSave);
  // the Sample's papers are listed and downloaded like any file; only adding and removing are closed
  const query = useEstateFiles(estateId);
  return { estateId, sample, canEdit, query, files: query.data?.files ?? [] };
}

function StorageLine({ used, limit }: { used: number; limit: number }) {
  return (
    <Text size="xs" c="dimmed" data-testid="files-storage">
      {sizeText(used)} of {sizeText(limit)} used
    </Text>
  );
}

/** The dropzone for those who may add files; on the Sample, the spec's words instead (its papers stay listed). */
function AddFiles(props: { sample: boolean; canEdit: boolean; estateId: string; target: FileTarget }) {
  if (props.sample)
    return (
      <Text size="sm" data-testid="files-sample-note">
        {MSG_SAMPLE_NO_FILES}
      </Text>
    );
  return props.canEdit ? <UploadZone estateId={props.estateId} target={props.target} /> : null;
}

export function AttachedFilesDialog() {
  const target = useFilesDialogs((s) => s.target);
  const { estateId, sample, canEdit, query, files } = useFilesContext();
  if (!target) return null;
  const mine = filesOf(files, target);
  return (
    <Dialog
      opened
      onClose={closeFilesDialogs}
      title={`Attached Files: ${target.label}`}
      size="lg"
      testId="attached-files-dialog"
    >
      <Stack gap="sm">
        <AddFiles sample={sample} canEdit={canEdit} estateId={estateId} target={target} />
        {query.isSuccess && mine.length === 0 && (
          <Text size="sm" c="dimmed">
            {MSG_NO_FILES}
          </Text>
        )}
        {mine.length > 0 && <FileTable estateId={estateId} files={mine} canEdit={canEdit} />}
        {query.data && <StorageLine used={query.data.storage_bytes} limit={query.data.storage_limit} />}
        <Group justify="flex-end">
          <Button onClick={closeFilesDialogs} data-testid="attached-files-close">
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

export function EstateFilesDialog() {
  const open = useFilesDialogs((s) => s.estateFiles);
  const { estateId, sample, canEdit, query, files } = useFilesContext();
  const [withItems, setWithItems] = useState(true);
  if (!open) return null;
  const shown = withItems ? files : filesOf(files, {});
  return (
    <Dialog opened onClose={closeFilesDialogs} title="Estate Files" size="xl" testId="estate-files-dialog">
      <Stack gap="sm">
        <AddFiles sample={sample} canEdit={canEdit} estateId={estateId} target={{ label: 'Estate' }} />
        <Switch
          label="Include files attached to items"
          checked={withItems}
          onChange={(e) => setWithItems(e.currentTarget.checked)}
          data-testid="files-include-items"
        />
        {query.isSuccess && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {MSG_NO_FILES}
          </Text>
        )}
        {shown.length > 0 && <FileTable estateId={estateId} files={shown} canEdit={canEdit} showItems />}
        {query.data && <StorageLine used={query.data.storage_bytes} limit={query.data.storage_limit} />}
        {canEdit && <MoreStorage />}
        <Group justify="flex-end">
          <Button onClick={closeFilesDialogs} data-testid="estate-files-close">
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** The larger tiers this estate can still buy (a licensed estate; otherwise the licence comes first). */
function StorageUpgrade({ licExtra }: { licExtra: number | null | undefined }) {
  const estateId = useEstateStore((s) => s.estateId ?? '');
  const licensed = useEstateStore((s) => !!s.work.meta.licensed);
  const currency = currencyOf(useEstateStore((s) => String(s.work.meta.country_code ?? 'us')));
  if (!licensed)
    return (
      <Button
        variant="light"
        onClick={() => licenceDialog.open({ expired: false })}
        data-testid="storage-license-first"
      >
        License the estate first
      </Button>
    );
  const tiers = (['premium', 'ultimate'] as const).filter((t) => LIC_TIER[t] > (licExtra ?? 0));
  return (
    <Stack gap={6}>
      {tiers.map((t) => (
        <Button
          key={t}
          variant="light"
          onClick={() =>
            window.location.assign(`/buy/storage?estate_id=${encodeURIComponent(estateId)}&tier=${t}`)
          }
          data-testid={`storage-buy-${t}`}
        >
          {sizeText(storageLimitBytes(LIC_TIER[t]))} of storage for{' '}
          {priceText(STORAGE_PRICE[t][currency], currency)}
        </Button>
      ))}
    </Stack>
  );
}

/** Estate Files' way to more room before it runs out (the same offer as the storage-limit dialog). */
function MoreStorage() {
  const [open, setOpen] = useState(false);
  const licExtra = useEstateStore((s) => s.work.meta.lic_extra as number | null | undefined);
  if ((licExtra ?? 0) >= LIC_TIER.ultimate) return null;
  return open ? (
    <StorageUpgrade licExtra={licExtra} />
  ) : (
    <Group>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpen(true)}
        data-testid="files-more-storage"
      >
        More storage
      </Button>
    </Group>
  );
}

export function StorageFullDialog() {
  const open = useFilesDialogs((s) => s.storageFull);
  const licExtra = useEstateStore((s) => s.work.meta.lic_extra as number | null | undefined);
  const close = () => useFilesDialogs.setState({ storageFull: false });
  if (!open) return null;
  return (
    <Dialog opened onClose={close} title="File size limit" testId="storage-full-dialog">
      <Stack gap="sm">
        <Text size="sm">
          This estate can hold {sizeText(storageLimitBytes(licExtra))} of files, and this file would take it
          past that. Delete files you no longer need from Estate Files, or add more storage.
        </Text>
        <StorageUpgrade licExtra={licExtra} />
        <Group justify="flex-end">
          <Button onClick={close} data-testid="storage-full-close">
            OK
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

export function FilesDialogs() {
  return (
    <>
      <AttachedFilesDialog />
      <EstateFilesDialog />
      <StorageFullDialog />
    </>
  );
}
