// `npm run docs:checklist`: writes docs/checklist-rules.md from the code (see packages/domain/test-io/checklist-doc.ts).
import { writeFileSync } from 'node:fs';
import { checklistDoc, DOC_PATH } from '../packages/domain/test-io/checklist-doc.ts';

writeFileSync(DOC_PATH, checklistDoc());
console.log(`wrote ${DOC_PATH}`);
