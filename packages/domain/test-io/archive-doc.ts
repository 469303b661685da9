// docs/archive-format.md from the code (packages/domain/src/archive/archive-doc.ts); scripts/archive-format.ts
// writes it.
import { join } from 'node:path';

export { archiveFormatMarkdown } from '../src/archive/archive-doc.ts';

export const ARCHIVE_MD = join(import.meta.dirname, '..', '..', '..', 'docs', 'archive-format.md');
