/** The email a beneficiary gets when the executor publishes an accounting. */
export function publishedEmail(o: {
  heirName: string;
  executor: string;
  estateLabel: string;
  number: number;
  link: string;
}): { subject: string; text: string } {
  const text = [
    `Hello ${o.heirName || 'there'},`,
    '',
    `${o.executor} has published Accounting ${o.number} of "${o.estateLabel}" in Probity: what came in, what went out and what is left, for the period it covers.`,
    'It is sealed: it will not change, and its fingerprint (SHA-256) is printed on it so anyone can check the copy they hold.',
    '',
    'Read it, with your own share, here (you will be asked to sign in):',
    o.link,
  ].join('\n');
  return { subject: `Accounting ${o.number} of "${o.estateLabel}" is published`, text };
}
