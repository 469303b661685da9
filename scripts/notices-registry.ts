// `npm run docs:notices`: writes docs/notices-registry.md and .json from the registry (packages/domain/test-io/notices-doc.ts).
import { writeFileSync } from 'node:fs';
import {
  NOTICES_JSON,
  NOTICES_MD,
  noticesRegistryJson,
  noticesRegistryMarkdown,
} from '../packages/domain/test-io/notices-doc.ts';

writeFileSync(NOTICES_MD, noticesRegistryMarkdown());
writeFileSync(NOTICES_JSON, noticesRegistryJson());
console.log(`wrote ${NOTICES_MD} and ${NOTICES_JSON}`);
