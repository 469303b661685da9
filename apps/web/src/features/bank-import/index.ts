// Bank statement import (companion §4.2, issue 17): CSV, OFX and QFX files into an asset's ledger, each row matched
// against what is already there before anything is booked.
export { ImportHost } from './import-host';
export { openImport } from './import-store';
