// Sharing (docs/api.md "Sharing"): the users list of an estate, invitations, ownership transfer.
import type {
  AuditEntryOut,
  InviteInfo,
  OwnerChange,
  ShareAccess,
  ShareEdit,
  ShareIn,
  ShareList,
  ShareOut,
  ShareSent,
} from '@probity/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

const ua = (estateId: string) => `/api/estate/${encodeURIComponent(estateId)}/ua`;

export const sharesKey = (estateId: string) => ['shares', estateId] as const;
export const fetchShares = (estateId: string) => apiGet<ShareList>(ua(estateId));
export const inviteUser = (estateId: string, body: ShareIn) => apiPost<ShareSent>(ua(estateId), body);
export const editShare = (estateId: string, id: number, body: ShareEdit) =>
  apiPut<ShareOut>(`${ua(estateId)}/${id}`, body);
export const reinviteUser = (estateId: string, id: number) =>
  apiPut<ShareSent>(`${ua(estateId)}/${id}?reinvite=1`, {});
export const removeShare = (estateId: string, id: number) => apiDelete(`${ua(estateId)}/${id}`);
export const transferOwner = (estateId: string, body: OwnerChange) =>
  apiPost<{ msg: string }>(`${ua(estateId)}?assign_owner=y`, body);

const invite = (token: string) => `/api/invite/${encodeURIComponent(token)}`;
export const fetchInvite = (token: string) => apiGet<InviteInfo>(invite(token));
export const acceptInvite = (token: string) => apiPost<{ estate_id: string }>(invite(token));

export const ACCESS_OPTIONS: { value: string; label: string }[] = [
  { value: '1', label: 'Edit' },
  { value: '2', label: 'View Only' },
  { value: '0', label: 'No Access' },
];
/** An heir invited to follow their own share (the heir view); a beneficiary entry keeps this kind or No Access. */
export const BENEFICIARY_OPTION = { value: '3', label: 'Heir (own share)' };
const NO_ACCESS = ACCESS_OPTIONS.find((o) => o.value === '0') as { value: string; label: string };
export const accessOptionsOf = (e: Pick<ShareOut, 'heir_id'>) =>
  e.heir_id === null ? ACCESS_OPTIONS : [BENEFICIARY_OPTION, NO_ACCESS];
export const accessLabel = (a: ShareAccess): string =>
  [...ACCESS_OPTIONS, BENEFICIARY_OPTION].find((o) => o.value === String(a))?.label ?? '';

export const fetchAudit = (estateId: string, before?: number) =>
  apiGet<AuditEntryOut[]>(
    `/api/estate/${encodeURIComponent(estateId)}/audit${before ? `?before=${before}` : ''}`,
  );
