// Sharing (companion §4.5, §6; issue 18): the users list and invitations, the invitation page, ownership transfer.

export { InvitePage } from './invite-page';
export { SharingHost } from './sharing-host';
export { openUserAccess } from './sharing-store';
