import { INVITE_DAYS, type ShareAccess } from '@probity/domain';

/** What the invitee may do, by access kind. */
const ACCESS_TEXT: Record<ShareAccess, string> = {
  1: 'You can view it and make changes.',
  2: 'You can view it; changes stay with the people who manage it.',
  3: 'As an heir you can follow it: your share, what has been given to you and what is still to come, the deadlines ahead, and the accountings the executor publishes.',
  0: 'You have no access to it for now; the owner can grant it later.',
};

/** The invitation email: who shares which estate, with what access, and the link that opens it. */
export function inviteEmail(o: {
  inviteeName: string;
  ownerName: string;
  estateLabel: string;
  access: ShareAccess;
  link: string;
}): { subject: string; text: string } {
  const what = ACCESS_TEXT[o.access];
  const text = [
    `Hello ${o.inviteeName || 'there'},`,
    '',
    `${o.ownerName || 'The owner'} has shared the estate "${o.estateLabel}" with you in Probity, where its inventory, accounts and tasks are kept.`,
    what,
    '',
    'Open it here (you will be asked to sign in, or to create an account if you have none):',
    o.link,
    '',
    `The link works for ${INVITE_DAYS} days. If you were not expecting this, you can ignore this email.`,
  ].join('\n');
  return { subject: `${o.ownerName || 'Someone'} shared "${o.estateLabel}" with you`, text };
}
