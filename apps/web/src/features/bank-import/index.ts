// Bank statement import and the bank link (docs/api.md, Bank import): CSV, OFX and QFX files, or the linked bank's
// downloads, into an asset's ledger, each row matched against what is already there before anything is booked.

export { unlinkAndReload } from './import-api';
export { ImportHost } from './import-host';
export { openBankLink, openImport } from './import-store';
