// docs/checklist-rules.md from the code: reads the domain's tests (the 'Test' column) and builds the document with
// the domain's checklistTable. I/O lives here, outside src; scripts/checklist-table.ts writes the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checklistTable, type TestFile } from '../src/tasks/sources/checklist-table.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const DOC_PATH = join(ROOT, 'docs', 'checklist-rules.md');

/** Every file under `dir`, walked by hand: Node 20's `readdirSync(..., { recursive: true })` can miss entries. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The domain's tests, by path from the repository root. */
function domainTests(): TestFile[] {
  const src = join(ROOT, 'packages', 'domain', 'src');
  return filesUnder(src)
    .filter((f) => f.endsWith('.test.ts'))
    .map((file) => ({ path: relative(ROOT, file).split('\\').join('/'), text: readFileSync(file, 'utf8') }));
}

export const checklistDoc = (): string => checklistTable(domainTests());
