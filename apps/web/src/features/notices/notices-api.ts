// Notices of death from the browser (docs/api.md, Notices of death): the Executor tab's Notices table lists them,
// drafts new ones (the server writes the letter from the saved estate), edits a draft's text and records each step.
import type { Notice, NoticeIn, NoticePatch } from '@probity/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, apiDelete, apiGet, apiPost } from '../../lib/api';

export const noticesPath = (estateId: string) => `/api/estate/${encodeURIComponent(estateId)}/notices`;
const key = (estateId: string) => ['notices', estateId];

export function useNotices(estateId: string | null) {
  return useQuery({
    queryKey: key(estateId ?? ''),
    queryFn: () => apiGet<{ notices: Notice[] }>(noticesPath(estateId ?? '')),
    enabled: !!estateId,
    select: (d) => d.notices,
  });
}

export const refreshNotices = (client: QueryClient, estateId: string) =>
  client.invalidateQueries({ queryKey: key(estateId) });

/** POST: the server drafts the letter from the saved estate (the domain's draftNotice). */
export const postNotice = (estateId: string, body: NoticeIn) => apiPost<Notice>(noticesPath(estateId), body);
export const changeNotice = (estateId: string, id: number, patch: NoticePatch) =>
  api<Notice>('PATCH', `${noticesPath(estateId)}/${id}`, patch);
export const removeNotice = (estateId: string, id: number) => apiDelete(`${noticesPath(estateId)}/${id}`);

export const letterHref = (estateId: string, id: number, format: 'pdf' | 'docx') =>
  `${noticesPath(estateId)}/${id}/letter?format=${format}`;
export const packetHref = (estateId: string, ids: readonly number[], format: 'pdf' | 'docx') =>
  `${noticesPath(estateId)}/packet?ids=${ids.join(',')}&format=${format}`;

/** The words and colour of each status. */
export const NOTICE_STATUS: Record<Notice['status'], { label: string; color: string }> = {
  drafted: { label: 'Drafted', color: 'gray' },
  sent: { label: 'Sent', color: 'blue' },
  acknowledged: { label: 'Acknowledged', color: 'teal' },
  done: { label: 'Done', color: 'green' },
};

export const METHOD_LABEL: Record<NonNullable<Notice['sent_method']>, string> = {
  mail: 'Mail',
  fax: 'Fax',
  online: 'Online',
  phone: 'Telephone',
  in_person: 'In person',
  email: 'Email',
};
