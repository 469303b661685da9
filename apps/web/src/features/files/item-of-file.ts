// Where a file belongs, in words and as a place in the app (Estate Files' go-to-item), read from the working copy.
import type { FileOut } from '@probity/domain';
import type { WorkingCopy } from '../../estate';
import { estatePath } from '../../lib/estate-routes';

const PART_TAB = {
  assets: 'Assets',
  debts: 'Debts',
  heirs: 'Heirs',
} as const;
export const SLOT_LABEL: Record<string, string> = {
  death_cert: 'Death certificate',
  funeral: 'Funeral',
  will: 'Will',
  organizing: 'Organizing documents',
  letters: 'Letters of appointment',
  exec: 'Executor files',
};

export interface ItemOfFile {
  label: string;
  /** Where go-to-item leads; null when there is nowhere to go (an estate file). */
  path: string | null;
  /** The item was deleted in the working copy: the file goes at the next Save. */
  deleted: boolean;
}

export function itemOfFile(estateId: string, f: FileOut, work: WorkingCopy): ItemOfFile | null {
  const t = f.entity_type;
  if (!t) return null;
  if (t === 'dec')
    return {
      label: SLOT_LABEL[f.prop ?? ''] ?? 'Decedent',
      path: estatePath(estateId, 'Decedent'),
      deleted: false,
    };
  if (t === 'estate')
    return {
      label: SLOT_LABEL[f.prop ?? ''] ?? 'Estate',
      path: estatePath(estateId, 'Overview'),
      deleted: false,
    };
  if (t === 'tasks')
    return {
      label: `Task ${f.entity_id}`,
      path: estatePath(estateId, 'Tasks', `/${f.entity_id}`),
      deleted: false,
    };
  const id = Number(f.entity_id);
  const list =
    (
      work.lists as unknown as Record<string, { id: number; name?: string; payee?: string; asset?: number }[]>
    )[t] ?? [];
  const item = list.find((x) => x.id === id);
  const label = item?.name || item?.payee || `Item ${id}`;
  const deleted = !item;
  const q = `?itemId=${id}`;
  switch (t) {
    case 'contacts':
      return { label, path: estatePath(estateId, 'Executor', `?table=Contacts&itemId=${id}`), deleted };
    case 'exec_expenses':
      return {
        label,
        path: estatePath(estateId, 'Executor', `?table=Executor%20Expenses&itemId=${id}`),
        deleted,
      };
    case 'exec_log':
      return { label, path: estatePath(estateId, 'Executor', `?table=Time%20Log&itemId=${id}`), deleted };
    case 'txacts': {
      const asset = item?.asset;
      return {
        label,
        path: estatePath(estateId, 'Cashflow', `${asset ? `?assetId=${asset}&` : '?'}itemId=${id}`),
        deleted,
      };
    }
    default:
      return { label, path: estatePath(estateId, PART_TAB[t], q), deleted };
  }
}
