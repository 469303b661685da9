// What the sign-in and account dialogs show, opened from anywhere (the header, saving a new estate, an invitation);
// the dialogs' own code (auth-dialogs.tsx) loads the first time one opens.
import { create } from 'zustand';

/** `code`: the second step of a sign-in, for an account with two-factor on. */
export type Kind = 'signin' | 'signup' | 'create' | 'forgot' | 'code';
export interface DialogState {
  kind: Kind | null;
  label: string;
  /** The email the forms start with (an invitation's). */
  email: string;
  onCreated?: (label: string) => Promise<void> | void;
  /** Saving a new estate: an existing user who signs in instead continues from here. */
  onSignedIn?: (label: string) => void;
}

export const useAuthDialog = create<DialogState>(() => ({ kind: null, label: '', email: '' }));
export const close = () =>
  useAuthDialog.setState({ kind: null, onCreated: undefined, onSignedIn: undefined });

export const openSignIn = (email = '') =>
  useAuthDialog.setState({ kind: 'signin', email, onCreated: undefined, onSignedIn: undefined });
/** From the account creation dialog: same flow, but an existing account signs in. */
export const switchToSignIn = (label: string) => useAuthDialog.setState({ kind: 'signin', label });
export const openSignUp = (email = '') => useAuthDialog.setState({ kind: 'signup', email });
export const openAccountCreation = (opts: {
  label: string;
  onCreated: (label: string) => Promise<void> | void;
  onSignedIn?: (label: string) => void;
}) =>
  useAuthDialog.setState({
    kind: 'create',
    label: opts.label,
    onCreated: opts.onCreated,
    onSignedIn: opts.onSignedIn,
  });
