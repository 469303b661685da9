// Messages of the HTTP API the specs leave open (own words). Spec texts live in ../messages.ts.
import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account-limits.ts';

export const msgLabelTaken = (label: string): string => `You already have an estate labeled ${label}`;
export const MSG_SIGN_IN = 'Please sign in first.';
export const MSG_CSRF = 'This request was refused: it did not come from the Probity app.';
export const MSG_BAD_PASSWORD = 'The password is not correct.';
export const MSG_DELETE_NOT_OWNER = 'Only the owner can delete this estate.';
export const MSG_TEMP_IDS = 'New items must carry distinct negative temporary ids.';
export const MSG_REVISION_REQUIRED = 'Send the revision you loaded (or force) with this save.';
export const msgItemMissing = (part: string, id: number): string =>
  `Item ${id} of ${part} no longer exists. Reload the estate and try again.`;
export const msgRefMissing = (field: string, id: number): string =>
  `The ${field} ${id} referenced by this change does not exist in this estate.`;
export const msgStillReferenced = (part: string, id: number): string =>
  `Item ${id} of ${part} still has transactions pointing at it; delete them in the same save.`;
export const msgLocTaken = (name: string): string => `There is already a location named ${name}.`;
/** When two saves race to the same name and the database refuses the later one (the name is not at hand there). */
export const MSG_LOC_TAKEN = 'Each location must have its own name.';
export const MSG_LABEL_TAKEN = 'You already have an estate with this label.';
export const MSG_LOC_MISSING = 'That location no longer exists. Reload the estate and try again.';
export const MSG_LOC_NAME_REQUIRED = 'A location needs a name.';
export const MSG_TRIAL_EXPIRED = 'The trial period of this estate has ended.';
export const MSG_NOT_FOUND_ROUTE = 'There is no such page or call.';
export const MSG_TOO_LARGE = 'This request is too large.';
export const MSG_SERVER = 'Something went wrong on our side. Please try again.';
export const MSG_DB_DOWN = 'Probity cannot reach its database; please try again in a minute.';

export const MSG_TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const MSG_EMAIL_TAKEN = 'An account with this email already exists. Sign in instead, or use another email.';

// better-auth error codes turned into clear messages
export const AUTH_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: MSG_EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MSG_EMAIL_TAKEN,
  INVALID_EMAIL: 'Please enter a valid email address.',
  PASSWORD_TOO_SHORT: `Please choose a password of at least ${PASSWORD_MIN} characters.`,
  PASSWORD_TOO_LONG: `Please choose a password of at most ${PASSWORD_MAX} characters.`,
  INVALID_EMAIL_OR_PASSWORD: 'The email or password is not correct.',
  INVALID_PASSWORD: MSG_BAD_PASSWORD,
  PASSWORD_MISSING: 'Please enter a password.',
  NAME_MISSING: 'Please enter your name.',
  NAME_TOO_LONG: `Please shorten your name to at most ${ACCOUNT_NAME_MAX} characters.`,
  TOO_MANY_REQUESTS: MSG_TOO_MANY_ATTEMPTS,
  IMAGE_INVALID: 'A profile picture must be an https:// address.',
  // the second factor (better-auth's two-factor and passkey plugins)
  INVALID_CODE: 'That code is not right. Enter the six digits your authenticator app shows now.',
  INVALID_BACKUP_CODE: 'That recovery code is not right, or it has been used already.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Please sign in again with your password.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes. Please wait 15 minutes, then sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Please sign in again with your password.',
  TOTP_ALREADY_ENABLED: 'Two-factor authentication is already on for this account.',
  TOTP_NOT_ENABLED: 'Two-factor authentication is not on for this account.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not on for this account.',
  AUTHENTICATION_FAILED: 'This passkey could not sign you in. Use your password, or another passkey.',
  PASSKEY_NOT_FOUND: 'This passkey is not registered with Probity. Sign in with your password.',
  PREVIOUSLY_REGISTERED: 'This passkey is already registered to your account.',
  FAILED_TO_VERIFY_REGISTRATION: 'The passkey could not be added. Please try again.',
  CHALLENGE_NOT_FOUND: 'The passkey request expired. Please try again.',
  SESSION_NOT_FRESH: 'For your safety, sign in again before adding a passkey.',
};

/** The per-account sign-in throttle (apps/server auth): too many wrong passwords for one email. */
export const msgSignInLocked = (minutes: number): string =>
  `Too many failed sign-ins for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
