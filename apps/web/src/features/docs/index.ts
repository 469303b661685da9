// The Docs tab (loaded lazily by the estate shell): a short guide page until the full guide is written.
export { DocsTab } from './docs-tab';
