// `npm run docs:archive`: writes docs/archive-format.md from the archive's schemas (packages/domain/test-io/archive-doc.ts).
import { writeFileSync } from 'node:fs';
import { ARCHIVE_MD, archiveFormatMarkdown } from '../packages/domain/test-io/archive-doc.ts';

writeFileSync(ARCHIVE_MD, archiveFormatMarkdown());
console.log(`wrote ${ARCHIVE_MD}`);
