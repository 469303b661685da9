// "Import an estate" (issue 41): a .probity archive, made by Download Everything in this or another installation,
// becomes a new estate of the user's. The server checks the file whole and creates nothing when it refuses it; the
// refusal is shown as it words it.
import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ARCHIVE_EXTENSION, plural } from '@probity/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPost, errorText } from '../../lib/api';
import { estatePath } from '../../lib/estate-routes';
import { queryClient } from '../../lib/query-client';

export function ImportEstateButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const take = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const made = await apiPost<{ id: string; label: string; files: number }>(
        '/api/estates/import',
        new Blob([file], { type: 'application/zip' }),
      );
      await queryClient.invalidateQueries({ queryKey: ['estates'] });
      notifications.show({
        message: `Imported ${made.label || 'the estate'}, with ${plural(made.files, 'file')}.`,
        color: 'teal',
        withBorder: true,
      });
      navigate(estatePath(made.id, 'Overview'));
    } catch (e) {
      notifications.show({
        title: 'Not imported',
        message: errorText(e),
        color: 'red',
        withBorder: true,
        autoClose: false,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={take} accept={`${ARCHIVE_EXTENSION},application/zip`}>
      {(props) => (
        <Button {...props} variant="default" loading={busy} data-testid="import-estate-button">
          Import an estate
        </Button>
      )}
    </FileButton>
  );
}
