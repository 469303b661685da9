// Drop or choose files, several at once, each with its own progress bar. The picker goes away after 120 s
// and comes back with a click, so a dialog left open does not hold a stale file input.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { FILE_CODE, FILE_INPUT_TTL_MS } from '@probity/domain';
import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../lib/api';
import { type FileTarget, refreshFiles, uploadFile } from './files-api';
import { useFilesDialogs } from './files-store';

interface Sending {
  key: string;
  name: string;
  fraction: number;
  error: string | null;
}

export function UploadZone({ estateId, target }: { estateId: string; target: FileTarget }) {
  const [sending, setSending] = useState<Sending[]>([]);
  const [live, setLive] = useState(true);
  useEffect(() => {
    if (!live) return;
    const t = setTimeout(() => setLive(false), FILE_INPUT_TTL_MS);
    return () => clearTimeout(t);
  }, [live]);

  const update = (key: string, patch: Partial<Sending>) =>
    setSending((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const send = async (files: File[]) => {
    const batch = files.map((f, i) => ({
      key: `${Date.now()}-${i}-${f.name}`,
      name: f.name,
      fraction: 0,
      error: null,
    }));
    setSending((list) => [...list.filter((s) => s.error || s.fraction < 1), ...batch]);
    await Promise.all(
      files.map(async (file, i) => {
        const key = batch[i]?.key ?? '';
        try {
          await uploadFile(estateId, file, target, (fraction) => update(key, { fraction }));
          update(key, { fraction: 1 });
        } catch (e) {
          if (e instanceof ApiError && e.code === FILE_CODE.storageFull)
            useFilesDialogs.setState({ storageFull: true });
          update(key, { error: errorText(e) });
        }
      }),
    );
    await refreshFiles(estateId);
    setSending((list) => list.filter((s) => s.error));
  };

  return (
    <Stack gap="xs">
      {live ? (
        <Dropzone
          onDrop={send}
          multiple
          data-testid="files-dropzone"
          inputProps={{ 'aria-label': 'Choose files to add' }}
        >
          <Stack gap={2} align="center" py="sm" style={{ pointerEvents: 'none' }}>
            <Text size="sm" fw={500}>
              Drop files here or click to choose
            </Text>
            <Text size="xs" c="dimmed">
              PDFs, pictures, documents and spreadsheets, each under 30 MB
            </Text>
          </Stack>
        </Dropzone>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setLive(true)} data-testid="files-add-again">
            Add files
          </Button>
        </Group>
      )}
      {sending.map((s) => (
        <div key={s.key} data-testid="file-upload">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {s.name}
            </Text>
            <Text size="xs" c="dimmed" data-figure>
              {s.error ? '' : `${Math.round(s.fraction * 100)}%`}
            </Text>
          </Group>
          {s.error ? (
            <Text size="sm" c="red" role="alert">
              {s.error}
            </Text>
          ) : (
            <Progress value={s.fraction * 100} size="sm" aria-label={`Uploading ${s.name}`} />
          )}
        </div>
      ))}
    </Stack>
  );
}
