/** Content sniffing: what the bytes are, whatever the name says (a `.pdf` that is an executable is refused). */

export type SniffedKind =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'zip'
  | 'executable'
  | 'html'
  | 'text'
  | 'unknown';

const starts = (b: Uint8Array, sig: number[], at = 0): boolean => sig.every((v, i) => b[at + i] === v);

/** The kind of a file from its first bytes (a few hundred are enough). */
export function sniffKind(head: Uint8Array): SniffedKind {
  if (starts(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts(head, [0x52, 0x49, 0x46, 0x46]) && starts(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts(head, [0x4d, 0x5a]) || starts(head, [0x7f, 0x45, 0x4c, 0x46])) return 'executable';
  if (starts(head, [0xcf, 0xfa, 0xed, 0xfe]) || starts(head, [0xca, 0xfe, 0xba, 0xbe])) return 'executable';
  if (starts(head, [0x23, 0x21])) return 'executable';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  const text = String.fromCharCode(...head.subarray(0, 512))
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|script|svg|\?xml)/.test(text)) return 'html';
  if (!head.subarray(0, 512).some((c) => c === 0)) return 'text';
  return 'unknown';
}

/** Extensions each kind may carry; zip covers Office documents (docx, xlsx, odt...). */
const EXT_OK: Record<SniffedKind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'],
  text: ['txt', 'csv', 'md', 'rtf'],
  executable: [],
  html: [],
  unknown: ['doc', 'xls', 'heic', 'tif', 'tiff'],
};

/** Lower-case extension of a file name, '' when none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The media type of each extension a stored file may carry (EXT_OK's), for the upload slot's Content-Type. */
const MEDIA_OF_EXT: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  rtf: 'application/rtf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

// RFC 9110 §8.3.1: type "/" subtype, each a token; parameters after ';' are dropped.
const MEDIA_TYPE = /^([!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+)\s*(;.*)?$/i;

/**
 * The Content-Type an upload slot asks for: File.type may be a media type ('application/pdf') or an extension
 * ('pdf', '.pdf', as the lists answer it); anything else, or nothing, falls back to the file name's extension.
 * Always a real media type, so the slot's own PUT never refuses its headers.
 */
export function uploadMediaType(type: string | undefined, name: string): string {
  const t = (type ?? '').trim();
  const media = MEDIA_TYPE.exec(t);
  if (media?.[1]) return media[1].toLowerCase();
  const ext = t.replace(/^\./, '').toLowerCase();
  return MEDIA_OF_EXT[ext] ?? MEDIA_OF_EXT[extensionOf(name)] ?? 'application/octet-stream';
}

/** Whether bytes of this kind may be stored under this name. */
export function contentMatchesName(kind: SniffedKind, name: string): boolean {
  return EXT_OK[kind].includes(extensionOf(name));
}

/** The MIME type a stored file is served with (always as an attachment, never inline HTML). */
export function mimeOfKind(kind: SniffedKind): string {
  const m: Partial<Record<SniffedKind, string>> = {
    pdf: 'application/pdf',
    png: 'image/png',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    text: 'text/plain; charset=utf-8',
  };
  return m[kind] ?? 'application/octet-stream';
}
