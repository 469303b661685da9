// What blob names look like and how much of a blob is read to sniff it; the FileStorage port the drivers
// implement is in runtime/ports.ts.

/** Blob names are ours, never the user's file name: estate id, then a random id. */
export const BLOB_NAME = /^[0-9a-zA-Z_-]{1,64}\/[0-9a-f]{32}$/;

/** How many first bytes stat() returns: enough to tell a PDF, a picture or a program apart (sniff.ts). */
export const SNIFF_BYTES = 512;
