import { INVITE_DAYS, type ShareAccess } from '@probity/domain';

/** The invitation email: who shares which estate, with what access, and the link that opens it. */
export function inviteEmail(o: {
  inviteeName: string;
  ownerName: string;
  estateLabel: string;
  access: ShareAccess;
  link: string;
}): { subject: string; text: string } {
  const what =
    o.access === 1
      ? 'You can view it and make changes.'
      : o.access === 2
        ? 'You can view it; changes stay with the people who manage it.'
        : o.access === 3
          ? 'As an heir you can follow it: your share, what has been given to you and what is still to come, the deadlines ahead, and the accountings the executor publishes.'
          : 'You have no access to it for now; the owner can grant it later.';
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
