// The save model reads the working copy as the estate core defines it; it needs only ids and the part each item
// belongs to, so it sees items as open records (the core's raw view).
import { emptyLists as emptyTypedLists, type ListPart, type RawItem } from '../../estate';

export {
  type Changes,
  type EstateMode,
  emptyChanges,
  LIST_PARTS,
  type ListPart,
  PARTS,
  type Part,
  type RawItem as Item,
  type RawWorkingCopy as WorkingCopy,
} from '../../estate';

/** Empty lists of every part, as open records. */
export const emptyLists = (): Record<ListPart, RawItem[]> => emptyTypedLists() as Record<ListPart, RawItem[]>;
