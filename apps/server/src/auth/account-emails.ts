// The account emails better-auth asks us to send: a password reset link and the link that confirms a new address.

export function passwordResetEmail(name: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your Probity password',
    text: [
      `Hello ${name || 'there'},`,
      '',
      'Someone (we hope you) asked to reset the password of your Probity account. Choose a new one here:',
      link,
      '',
      'The link works for one hour, once. Every device signed in to your account is signed out when the password',
      'changes. If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function verifyEmailEmail(
  name: string,
  email: string,
  link: string,
): { subject: string; text: string } {
  return {
    subject: 'Confirm your email address for Probity',
    text: [
      `Hello ${name || 'there'},`,
      '',
      `Open this link to use ${email} for your Probity account:`,
      link,
      '',
      'The link works for 24 hours. If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}
