// A PDF or picture drawn from its bytes in memory (a blob: URL of the sniffed type), never from the store's URL.
import { Center, Loader, Text } from '@mantine/core';
import { type FileOut, mimeOfKind, type SniffedKind } from '@probity/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { fileBlob, fileNameOf } from './files-api';

const PREVIEWABLE = new Set(['pdf', 'png', 'jpeg', 'gif', 'webp']);
export const canPreview = (f: FileOut) => PREVIEWABLE.has(f.kind);

export function FilePreview({ estateId, file }: { estateId: string; file: FileOut }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fileBlob(estateId, file, mimeOfKind(file.kind as SniffedKind))
      .then((b) => {
        made = URL.createObjectURL(b);
        if (live) setUrl(made);
      })
      .catch((e) => live && setError(errorText(e)));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [estateId, file]);
  if (error)
    return (
      <Text c="red" size="sm">
        {error}
      </Text>
    );
  if (!url)
    return (
      <Center h={200}>
        <Loader size="sm" aria-label="Loading the preview" />
      </Center>
    );
  const name = fileNameOf(file);
  return file.kind === 'pdf' ? (
    <iframe src={url} title={`Preview of ${name}`} style={{ width: '100%', height: '70vh', border: 0 }} />
  ) : (
    <img
      src={url}
      alt={`Preview of ${name}`}
      style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
    />
  );
}
