// The archive's names and version, apart from its schemas (archive-format.ts): the web app needs the extension on
// the home page, and importing the schemas built them all as the page loaded.

export const ARCHIVE_FORMAT = 'probity-estate-archive';
/** Raised when the manifest changes shape; an installation reads every version up to its own. */
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_EXTENSION = '.probity';
export const ARCHIVE_MANIFEST = 'estate.json';
export const ARCHIVE_JOURNAL = 'ledger.journal';
