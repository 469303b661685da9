// Sharing (docs/api.md, Sharing, ownership and the audit trail): the users list and invitations, the invitation page,
// ownership transfer.

export { InvitePage } from './invite-page';
export { SharingHost } from './sharing-host';
export { openUserAccess } from './sharing-store';
