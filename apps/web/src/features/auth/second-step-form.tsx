// The second step of a sign-in for an account with two-factor on: the six digits the authenticator app shows,
// or one of the recovery codes kept when two-factor was turned on.
import { Anchor, Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFields } from '../../components/dialog-form';
import { openSignIn, useAuthDialog } from './auth-dialog-store';
import { AuthForm, SwitchFooter, useAuthSubmit } from './auth-form';
import { verifyRecoveryCode, verifySignInCode } from './second-factor-api';

const MSG_CODE_FORMAT = 'Enter the six digits your authenticator app shows for Probity.';
const MSG_RECOVERY_FORMAT = 'Enter one of the recovery codes you kept when you turned on two-factor.';

export function SecondStepForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [trust, setTrust] = useState(false);
  const { values, bind, set } = useFields(() => ({ code: '' }));
  const { error, setError, busy, run } = useAuthSubmit();
  const code = values.code.replace(/\s+/g, '');
  const submit = () => {
    if (recovery ? code.length < 6 : !/^\d{6}$/.test(code))
      return setError(recovery ? MSG_RECOVERY_FORMAT : MSG_CODE_FORMAT);
    return run(async () => {
      await (recovery ? verifyRecoveryCode(code) : verifySignInCode(code, trust));
      onSignedIn();
    });
  };
  const toggle = () => {
    setRecovery(!recovery);
    set({ code: '' });
    setError(null);
  };
  return (
    <AuthForm onSubmit={submit} error={error} errorTestId="auth-error">
      <TextInput
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
        description={
          recovery
            ? 'Each recovery code works once.'
            : 'Your password was right. Now the six digits, to finish.'
        }
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={recovery ? 24 : 7}
        {...bind('code')}
        data-testid="signin-code"
        data-autofocus
      />
      {!recovery && (
        <Checkbox
          label="Do not ask for a code on this device for 30 days"
          checked={trust}
          onChange={(e) => setTrust(e.currentTarget.checked)}
          data-testid="signin-trust"
        />
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={toggle}
        data-testid="signin-use-recovery"
      >
        {recovery ? 'Use the code from my app' : 'Lost your phone? Use a recovery code'}
      </Anchor>
      <SwitchFooter
        question="Not you?"
        link={{
          label: 'Start again',
          testId: 'code-to-signin',
          onClick: () => openSignIn(useAuthDialog.getState().email),
        }}
        submit={{ label: 'Sign in', testId: 'signin-code-submit', busy }}
      />
    </AuthForm>
  );
}
