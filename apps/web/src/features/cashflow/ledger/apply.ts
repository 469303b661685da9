// Writes an operation's resulting Facts back into the working-copy store as dirty changes (lib/working-facts:
// new items keep the engine's temporary ids, changed items are patched, removed ones deleted). Unchanged items are
// the same objects (the engine never copies what it does not touch), so the diff is a reference comparison.
import type { Facts } from '@probity/domain';
import { applyFacts as writeFacts } from '../../../lib/working-facts';
import { currentFacts } from './facts';

export function applyFacts(next: Facts): void {
  writeFacts(currentFacts(), next);
}
