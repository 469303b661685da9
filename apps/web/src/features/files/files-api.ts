// The file protocol (docs/api.md, Files) from the browser: ask for a slot, PUT the bytes to it (with progress),
// give the slot back when the PUT fails. The server checks what arrived; the list answers what counts.
import {
  type FileEntityType,
  type FileList,
  type FileOut,
  type HeirFile,
  MAX_FILE_BYTES,
  MSG_FILE_TOO_LARGE,
  msgCouldNotUpload,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { startDownload } from '../../lib/start-download';

/** Where files go: an item, a decedent / estate slot, a task, or (nothing) the estate itself. */
export interface FileTarget {
  entity_type?: FileEntityType;
  entity_id?: number | string;
  prop?: string;
  /** What the dialog's title names (the item's name). */
  label: string;
}

const base = (estateId: string) => `/api/estate/${encodeURIComponent(estateId)}/file`;
export const filesKey = (estateId: string) => ['files', estateId] as const;

const filesQuery = (estateId: string) => ({
  queryKey: filesKey(estateId),
  queryFn: () => apiGet<FileList>(`${base(estateId)}?want=all_blob_data`),
});

/** Every stored file of the estate, attached ones included (one list; each view filters it). */
export function useEstateFiles(estateId: string, enabled = true) {
  return useQuery({ ...filesQuery(estateId), enabled: enabled && !!estateId });
}

/**
 * Started with the estate's own read (app/preload.ts): fetched first by the grid's paperclip cells as they mount,
 * the list made React draw every cell again synchronously in the same task.
 */
export const prefetchFiles = (estateId: string) => void queryClient.prefetchQuery(filesQuery(estateId));

export const refreshFiles = (estateId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: filesKey(estateId) }),
    queryClient.invalidateQueries({ queryKey: ['task-files', estateId] }),
  ]);

/** The files of one target; the estate's own files when the target has no entity. */
export function filesOf(files: readonly FileOut[], t: Omit<FileTarget, 'label'>): FileOut[] {
  if (!t.entity_type) return files.filter((f) => !f.attached);
  return files.filter(
    (f) =>
      f.entity_type === t.entity_type &&
      (t.entity_type === 'dec' || t.entity_type === 'estate'
        ? f.prop === t.prop
        : f.entity_id === String(t.entity_id)),
  );
}

/** How many files each item of a part holds, by item id. */
export function countsOf(files: readonly FileOut[], entityType: FileEntityType): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of files) {
    if (f.entity_type === entityType && f.entity_id) m.set(f.entity_id, (m.get(f.entity_id) ?? 0) + 1);
  }
  return m;
}

export const fileNameOf = (f: FileOut) => decodeURIComponent(f.file_name);

/** 1 KB, 2.4 MB, 5.0 GB: sizes and storage as people read them. */
export function sizeText(bytes: number): string {
  const KB = 1024;
  const MB = KB * 1024;
  if (bytes >= 1024 * MB) return `${(bytes / 1024 / MB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KB))} KB`;
}

/** PUTs the bytes with upload progress (fetch reports none); resolves with the answer's status and text. */
function putWithProgress(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.send(file);
  });
}

/** Uploads one file to the target; throws an ApiError with the words to show (code 501: storage full). */
export async function uploadFile(
  estateId: string,
  file: File,
  target: FileTarget,
  onProgress: (fraction: number) => void,
): Promise<void> {
  if (file.size >= MAX_FILE_BYTES) throw new ApiError(400, 400, MSG_FILE_TOO_LARGE);
  const ask = {
    name: file.name,
    size: file.size,
    type: file.type || undefined,
    entity_type: target.entity_type,
    entity_id: target.entity_id,
    prop: target.prop,
  };
  const slot = await apiPost<{ url: string; headers: Record<string, string>; blob_name: string }>(
    base(estateId),
    ask,
  );
  const put = await putWithProgress(slot.url, slot.headers, file, onProgress);
  if (put.status >= 200 && put.status < 300) return;
  await apiPost(`${base(estateId)}?undo=true&blob_name=${encodeURIComponent(slot.blob_name)}`, ask).catch(
    () => undefined,
  );
  // The app's own store says why (size, content); S3 answers XML, so our own words.
  let why = '';
  try {
    why = (JSON.parse(put.text) as { msg?: string }).msg ?? '';
  } catch {}
  throw new ApiError(
    put.status,
    put.status,
    why ? `${msgCouldNotUpload(file.name)}: ${why}` : msgCouldNotUpload(file.name),
  );
}

/** A short-lived download URL of a stored file. */
export const fileUrl = (estateId: string, f: FileOut) =>
  apiGet<{ url: string; file_name: string }>(
    `${base(estateId)}?want=blob_url&blob_name=${encodeURIComponent(f.name)}`,
  );

/** Starts the browser's download of each file (they arrive as attachments under their own names). */
export async function downloadFiles(estateId: string, files: readonly FileOut[]): Promise<void> {
  for (const f of files) {
    const { url, file_name } = await fileUrl(estateId, f);
    startDownload(url, file_name);
  }
}

/** Shares stored files with the heirs, or stops sharing them. */
export const shareWithHeirs = (estateId: string, names: readonly string[], heirs: boolean) =>
  apiPut<{ changed: string[] }>(base(estateId), { blob_names: names, heirs });

const heirFilesPath = (estateId: string) => `/api/estate/${encodeURIComponent(estateId)}/heir-files`;

/** The files the executor shares with the heirs (the heirs' page). */
export function useHeirFiles(estateId: string) {
  return useQuery({
    queryKey: ['heir-files', estateId],
    queryFn: () => apiGet<{ files: HeirFile[] }>(heirFilesPath(estateId)),
    select: (d) => d.files,
  });
}

/** Downloads one file shared with the heirs (its URL is asked for at the click: it lives five minutes). */
export async function downloadHeirFile(estateId: string, f: HeirFile): Promise<void> {
  const { url, file_name } = await apiGet<{ url: string; file_name: string }>(
    `${heirFilesPath(estateId)}?blob_name=${encodeURIComponent(f.name)}`,
  );
  startDownload(url, file_name);
}

/** The file's bytes as a Blob of its sniffed type, for a preview drawn from memory (never the page itself). */
export async function fileBlob(estateId: string, f: FileOut, type: string): Promise<Blob> {
  const { url } = await fileUrl(estateId, f);
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, res.status, 'Problem downloading file');
  return new Blob([await res.arrayBuffer()], { type });
}

export async function deleteFiles(estateId: string, names: readonly string[]) {
  const q = names.map(encodeURIComponent).join(',');
  return apiDelete<{ deleted: string[]; storage_bytes: number }>(`${base(estateId)}?blob_names=${q}`);
}
