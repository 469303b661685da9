// /reset-password?token=: the link of the password reset email. A new password, then sign in with it.
import { Alert, Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { AUTH_MESSAGES, PASSWORD_MIN } from '@probity/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/dialog-form';
import { errorText } from '../../lib/api';
import { openSignIn } from '../auth';
import { resetPassword } from './account-api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async () => {
    if (password.length < PASSWORD_MIN) return setError(AUTH_MESSAGES.PASSWORD_TOO_SHORT);
    if (password !== again) return setError('The two passwords differ');
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (e) {
      setError(`${errorText(e)}. Ask for a new link from the sign-in dialog.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="lg" data-testid="reset-page">
        <Title order={1} size="h3" mb="sm">
          Choose a new password
        </Title>
        {done ? (
          <Stack>
            <Alert color="teal" data-testid="reset-done">
              Your password is changed. Every device was signed out: sign in again with the new password.
            </Alert>
            <Button onClick={() => openSignIn()} data-testid="reset-signin">
              Sign in
            </Button>
          </Stack>
        ) : !token ? (
          <Text size="sm">This page opens from the link in a password reset email.</Text>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <Stack>
              <PasswordInput
                label="New password"
                description={`At least ${PASSWORD_MIN} characters`}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                data-testid="reset-password"
              />
              <PasswordInput
                label="The same again"
                autoComplete="new-password"
                value={again}
                onChange={(e) => setAgain(e.currentTarget.value)}
                data-testid="reset-password-again"
              />
              <FormError error={error} testId="reset-error" />
              <Button type="submit" loading={busy} data-testid="reset-submit">
                Change password
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
