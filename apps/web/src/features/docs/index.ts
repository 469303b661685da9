// The guide (issue 19): public at /Docs/... and /ca/Docs/..., and the Docs tab inside an estate (both lazy).
export { DocsPage } from './docs-page';
export { DocsTab } from './docs-tab';
