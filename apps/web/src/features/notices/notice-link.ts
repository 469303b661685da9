// Where "Notice" leads from an asset, a debt, a contact or a checklist task: the Notices table with the draft
// dialog open on that item (and, from a task, on its kind of institution). Its own small module, so the tabs that
// link here do not carry the Notices table's code.
import { estatePath } from '../../lib/estate-routes';

export type NoticeAboutPart = 'assets' | 'debts' | 'contacts' | 'estate';

export const noticeDraftPath = (estateId: string, part: NoticeAboutPart, id: number | null, kind?: string) =>
  estatePath(
    estateId,
    'Executor',
    `?table=Notices&draft=${part}:${id ?? ''}${kind ? `&kind=${encodeURIComponent(kind)}` : ''}`,
  );
