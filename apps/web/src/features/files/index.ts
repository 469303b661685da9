// Attached files and Estate Files (docs/api.md, Files): the host mounted by the estate shell, the paperclip column
// of the item grids, and the openers used by the Overview, the Decedent tab and the task view.
export { downloadHeirFile, prefetchFiles, sizeText, useHeirFiles } from './files-api';
export { FilesCell, filesColumn } from './files-cell';
export { FilesHost } from './files-host';
export { openAttachedFiles, openEstateFiles } from './files-store';
export { SlotFilesCard } from './slot-files-card';
