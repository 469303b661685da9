// Sign in, sign up, and account creation for a visitor saving a new estate (saving needs an account). Opened from
// anywhere through openSignIn / openSignUp / openAccountCreation (auth-dialog-store.ts); auth-dialogs-host.tsx fetches
// this code the first time one opens.
import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, isValidEmail, MSG_ACCOUNT_FORM, PASSWORD_MIN } from '@probity/domain';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { useFields } from '../../components/dialog-form';
import { requestPasswordReset, signIn, signUp } from './api';
import { close, type Kind, openSignIn, openSignUp, switchToSignIn, useAuthDialog } from './auth-dialog-store';
import { AuthForm, SwitchFooter, useAuthSubmit } from './auth-form';
import { signInWithPasskey } from './second-factor-api';
import { SecondStepForm } from './second-step-form';

/** The end of any sign-in (password, password and code, passkey): the dialog closes and the caller goes on. */
function signedIn() {
  const { onSignedIn, label } = useAuthDialog.getState();
  close();
  notifications.show({ message: 'You are signed in.', color: 'teal' });
  onSignedIn?.(label);
}

function SignInForm() {
  const { values, bind } = useFields(() => ({ email: useAuthDialog.getState().email, password: '' }));
  const email = values.email.trim();
  const { error, setError, busy, run } = useAuthSubmit();
  const submit = () => {
    if (!isValidEmail(email) || !values.password) return setError(MSG_ACCOUNT_FORM);
    return run(async () => {
      const step = await signIn({ email, password: values.password });
      if (step === 'code') useAuthDialog.setState({ kind: 'code', email });
      else signedIn();
    });
  };
  const passkey = () =>
    run(async () => {
      await signInWithPasskey();
      signedIn();
    });
  return (
    <AuthForm onSubmit={submit} error={error} errorTestId="auth-error">
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...bind('email')}
        data-testid="signin-email"
        data-autofocus
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...bind('password')}
        data-testid="signin-password"
      />
      <Button variant="default" onClick={passkey} disabled={busy} data-testid="signin-passkey">
        Sign in with a passkey
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => useAuthDialog.setState({ kind: 'forgot', email: values.email })}
        data-testid="to-forgot"
      >
        Forgot your password?
      </Anchor>
      <SwitchFooter
        question="New to Probity?"
        link={{ label: 'Create an account', testId: 'to-signup', onClick: () => openSignUp(values.email) }}
        submit={{ label: 'Sign in', testId: 'signin-submit', busy }}
      />
    </AuthForm>
  );
}

function SignUpForm({ withLabel }: { withLabel: boolean }) {
  const initialLabel = useAuthDialog((s) => s.label);
  const onCreated = useAuthDialog((s) => s.onCreated);
  const { values, set, bind } = useFields(() => ({
    name: '',
    email: useAuthDialog.getState().email,
    password: '',
    label: initialLabel,
  }));
  const [name, email, label] = [values.name.trim(), values.email.trim(), values.label.trim()];
  const [tried, setTried] = useState(false);
  const { error, setError, busy, run } = useAuthSubmit();
  useEffect(() => set({ label: initialLabel }), [initialLabel, set]);

  const errs = {
    name: name ? null : AUTH_MESSAGES.NAME_MISSING,
    email: isValidEmail(email) ? null : AUTH_MESSAGES.INVALID_EMAIL,
    password: values.password.length >= PASSWORD_MIN ? null : AUTH_MESSAGES.PASSWORD_TOO_SHORT,
    label: !withLabel || label ? null : 'Give this estate a short name, such as "Mom\'s estate"',
  };
  const show = (k: keyof typeof errs) => (tried ? errs[k] : null);

  const submit = () => {
    setTried(true);
    if (Object.values(errs).some(Boolean)) return setError(MSG_ACCOUNT_FORM);
    return run(async () => {
      await signUp({ name, email, password: values.password });
      close();
      notifications.show({ message: `Welcome to Probity, ${name}.`, color: 'teal' });
      if (withLabel) await onCreated?.(label);
    });
  };
  const intro = withLabel && (
    <Text size="sm" c="dimmed">
      Your estate is kept in this browser until you save it. Create a free account to save it and come back to
      it from any device.
    </Text>
  );
  return (
    <AuthForm onSubmit={submit} error={error} errorTestId="auth-error" intro={intro}>
      <TextInput
        label="Your name"
        autoComplete="name"
        {...bind('name')}
        error={show('name')}
        data-testid="signup-name"
        data-autofocus
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...bind('email')}
        error={show('email')}
        data-testid="signup-email"
      />
      <PasswordInput
        label="Password"
        description={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
        {...bind('password')}
        error={show('password')}
        data-testid="signup-password"
      />
      {withLabel && (
        <TextInput label="Estate label" {...bind('label')} error={show('label')} data-testid="signup-label" />
      )}
      <SwitchFooter
        question="Have an account?"
        link={{
          label: 'Sign in',
          testId: 'to-signin',
          onClick: withLabel ? () => switchToSignIn(values.label) : () => openSignIn(values.email),
        }}
        submit={{
          label: withLabel ? 'Create account and save' : 'Create account',
          testId: 'signup-submit',
          busy,
        }}
      />
    </AuthForm>
  );
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
function ForgotForm() {
  const { values, bind } = useFields(() => ({ email: useAuthDialog.getState().email }));
  const [sent, setSent] = useState(false);
  const { error, setError, busy, run } = useAuthSubmit();
  const email = values.email.trim();
  const submit = () => {
    if (!isValidEmail(email)) return setError(AUTH_MESSAGES.INVALID_EMAIL);
    return run(async () => {
      await requestPasswordReset(email);
      setSent(true);
    });
  };
  if (sent)
    return (
      <Text size="sm" data-testid="forgot-sent">
        If {email} has a Probity account, a link to choose a new password is on its way. It works for one
        hour.
      </Text>
    );
  return (
    <AuthForm onSubmit={submit} error={error} errorTestId="auth-error">
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...bind('email')}
        data-testid="forgot-email"
        data-autofocus
      />
      <SwitchFooter
        question="Remembered it?"
        link={{ label: 'Sign in', testId: 'forgot-to-signin', onClick: () => openSignIn(email) }}
        submit={{ label: 'Send the link', testId: 'forgot-submit', busy }}
      />
    </AuthForm>
  );
}

const TITLES: Record<Kind, string> = {
  signin: 'Sign in to Probity',
  signup: 'Create your Probity account',
  create: 'Create an account to save this estate',
  forgot: 'Reset your password',
  code: 'Enter your sign-in code',
};

export function AuthDialogsView() {
  const kind = useAuthDialog((s) => s.kind);
  return (
    <Dialog
      opened={kind !== null}
      onClose={close}
      title={kind ? TITLES[kind] : ''}
      testId={kind ? `${kind}-dialog` : ''}
    >
      {kind === 'signin' && <SignInForm />}
      {kind === 'signup' && <SignUpForm withLabel={false} />}
      {kind === 'create' && <SignUpForm withLabel />}
      {kind === 'forgot' && <ForgotForm />}
      {kind === 'code' && <SecondStepForm onSignedIn={signedIn} />}
    </Dialog>
  );
}
