// The engine's view of the working copy for the ledger tabs: the one bridge of lib/working-facts (Facts typed per
// part and per item by identity, derived figures updated incrementally from the last result), under the names
// these tabs use.
import type { Derived, Facts } from '@probity/domain';
import { derivedOf, factsOf } from '../../../lib/working-facts';
import { useEstateStore, type WorkingCopy } from '../../save';

/** Facts of a working copy (memoized on the copy). */
export const toFacts = (work: WorkingCopy): Facts => factsOf(work);
/** Derived figures of Facts (memoized; an edit walks again only the assets it touched). */
export const derive = (f: Facts): Derived => derivedOf(f);

export const useFacts = (): Facts => useEstateStore((s) => factsOf(s.work));
export const useDerived = (): Derived => derivedOf(useFacts());
export const currentFacts = (): Facts => factsOf(useEstateStore.getState().work);
export const useReadOnly = (): boolean => useEstateStore((s) => s.viewOnly || s.mode === 'sample');
