// The Decedent / Trust Info tab. Loaded lazily by the estate shell.
export { DecedentTab } from './decedent-tab';
