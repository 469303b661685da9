// The account: settings page (name, email, password, sessions, preferences, deletion), password reset.
export { AccountPage } from './account-page';
export { RemindersSettings } from './reminders-settings';
export { ResetPasswordPage } from './reset-password-page';
