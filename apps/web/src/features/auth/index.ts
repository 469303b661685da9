// Accounts: the signed-in user, sign in/up/out, account creation, password confirmation.
export {
  deleteWithPassword,
  prefetchUser,
  saveUserPrefs,
  setAutosavePreference,
  signOut,
  signUp,
  type User,
  useUser,
} from './api';
export { openAccountCreation, openSignIn, openSignUp } from './auth-dialog-store';
export { AuthDialogs } from './auth-dialogs-host';
export { openDeleteAccount } from './delete-account';
export { PasswordDialog } from './password-dialog-host';
export { openPasswordDialog } from './password-dialog-store';
export { webauthn } from './second-factor-api';
export { UserMenu } from './user-menu-button';
