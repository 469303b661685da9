// The user's estates and the estate label dialog (unique labels).
export { ESTATES_KEY, type EstateSummary, labelTaken, useMyEstates } from './api';
export { EstateLabelDialog } from './estate-label-host';
export { openEstateLabelDialog } from './estate-label-store';
