// What the account forms share: a form without the browser's own validation, the refusal above the fields, a
// busy state while the request runs, and (sign in / sign up) the footer that links to the other form.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormError } from '../../components/dialog-form';
import { authErrorText } from './messages';

export function useAuthSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs one request; a refusal becomes the form's error in the user's words. */
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (err) {
      setError(authErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

export function AuthForm(p: {
  onSubmit: () => unknown;
  error: string | null;
  errorTestId: string;
  /** Shown above the error. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void p.onSubmit();
      }}
      noValidate
    >
      <Stack>
        {p.intro}
        <FormError error={p.error} testId={p.errorTestId} />
        {p.children}
      </Stack>
    </form>
  );
}

/** "New to Probity? Create an account" on the left, the submit button on the right. */
export function SwitchFooter(p: {
  question: string;
  link: { label: string; testId: string; onClick: () => void };
  submit: { label: string; testId: string; busy: boolean };
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm">
        {p.question}{' '}
        <Anchor component="button" type="button" onClick={p.link.onClick} data-testid={p.link.testId}>
          {p.link.label}
        </Anchor>
      </Text>
      <Button type="submit" loading={p.submit.busy} data-testid={p.submit.testId}>
        {p.submit.label}
      </Button>
    </Group>
  );
}
