// docs/notices-registry.md and .json from the code (packages/domain/src/notices/registry-doc.ts); the file paths
// live here, outside src. scripts/notices-registry.ts writes them.
import { join } from 'node:path';

export { noticesRegistryJson, noticesRegistryMarkdown } from '../src/notices/registry-doc.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
export const NOTICES_MD = join(ROOT, 'docs', 'notices-registry.md');
export const NOTICES_JSON = join(ROOT, 'docs', 'notices-registry.json');
