// Password confirmation before something that cannot be undone (DELETE /api/user: an estate, or the account).
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';
import { AuthForm, useAuthSubmit } from './auth-form';

interface PasswordRequest {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: (password: string) => Promise<void>;
}

const usePasswordDialog = create<{ req: PasswordRequest | null }>(() => ({ req: null }));

export const openPasswordDialog = (req: PasswordRequest) => usePasswordDialog.setState({ req });

function PasswordForm({ req }: { req: PasswordRequest }) {
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useAuthSubmit();
  const submit = () => {
    if (!password) return setError('Enter your password.');
    return run(async () => {
      await req.onConfirm(password);
      usePasswordDialog.setState({ req: null });
    });
  };
  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      errorTestId="password-error"
      intro={<Text size="sm">{req.text}</Text>}
    >
      <PasswordInput
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        data-testid="password-input"
        data-autofocus
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => usePasswordDialog.setState({ req: null })}
          data-testid="password-cancel"
        >
          Cancel
        </Button>
        <Button type="submit" color="red" loading={busy} data-testid="password-confirm">
          {req.confirmLabel}
        </Button>
      </Group>
    </AuthForm>
  );
}

export function PasswordDialog() {
  const req = usePasswordDialog((s) => s.req);
  return (
    <Dialog
      opened={req !== null}
      onClose={() => usePasswordDialog.setState({ req: null })}
      title={req?.title}
      testId={'password-dialog'}
    >
      {req && <PasswordForm key={req.title} req={req} />}
    </Dialog>
  );
}
