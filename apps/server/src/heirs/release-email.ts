/** The email an heir gets when the executor sends a receipt and release, and the reminder 14 days later. */
export function releaseEmail(o: {
  why: 'sent' | 'reminder';
  heirName: string;
  executor: string;
  estateLabel: string;
  link: string;
}): { subject: string; text: string } {
  const first =
    o.why === 'sent'
      ? `${o.executor} has sent you a receipt and release for what you received from "${o.estateLabel}".`
      : `A receipt and release from ${o.executor} for what you received from "${o.estateLabel}" is still waiting for your answer.`;
  const text = [
    `Hello ${o.heirName || 'there'},`,
    '',
    first,
    'Read it in Probity: you can sign it there, or decline and say why. It names the accounting it rests on, which you can read too.',
    '',
    o.link,
    '',
    'It is not legal advice; ask a lawyer if you are unsure before you sign.',
  ].join('\n');
  const subject =
    o.why === 'sent'
      ? `A receipt and release to sign for "${o.estateLabel}"`
      : `Reminder: a receipt and release to sign for "${o.estateLabel}"`;
  return { subject, text };
}
