// How the Decedent tab words the engine's questions (trust toggle, country change, a death date entered for the
// owner who planned the estate): asked in the one confirmation dialog, by the question's code.
import type { ConfirmOptions } from '../../estate';

const ask = (title: string, msg: string, yes: string, testId: string): ConfirmOptions => ({
  title,
  msg,
  yes,
  no: 'Cancel',
  testId,
});

export const trustQuestion = (toTrust: boolean) => ({
  trust_toggle: toTrust
    ? ask(
        'Make this a trust?',
        'Probity will treat this record as a trust: the Decedent tab becomes Trust, the executor becomes the trustee, and the date of death becomes the date the trust was created.',
        'Make it a trust',
        'trust-dialog',
      )
    : ask(
        'Make this an estate?',
        'Probity will treat this record as the estate of a person who died: the Trust tab becomes Decedent, the trustee becomes the executor, and the creation date becomes the date of death.',
        'Make it an estate',
        'trust-dialog',
      ),
});

export const countryQuestion = (countryLabel: string) => ({
  country_change: ask(
    `Change the country to ${countryLabel}?`,
    'Wording follows the country (for example SSN or SIN, State or Province), and the task list is rebuilt for it. Task changes you have not saved are discarded.',
    'Change country',
    'country-dialog',
  ),
});

export const USER_DEATH_QUESTION = {
  clear_user_dec: ask(
    'Enter a date of death?',
    'This estate was set up by its owner to plan ahead. Entering a date of death means the owner has died: the estate starts being settled, and you will no longer be recorded as the person it is about.',
    'Yes, enter the date',
    'user-dec-dialog',
  ),
};
