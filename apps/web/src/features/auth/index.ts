// Accounts: the signed-in user, sign in/up/out, account creation, password confirmation.
export {
  deleteWithPassword,
  saveUserPrefs,
  setAutosavePreference,
  signOut,
  signUp,
  type User,
  useUser,
} from './api';
export { AuthDialogs, openAccountCreation, openSignIn, openSignUp } from './auth-dialogs';
export { openDeleteAccount } from './delete-account';
export { openPasswordDialog, PasswordDialog } from './password-dialog';
export { UserMenu } from './user-menu';
