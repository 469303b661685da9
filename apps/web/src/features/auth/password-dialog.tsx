// Password confirmation before something that cannot be undone (DELETE /api/user: an estate, or the account).
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';
import { authErrorText } from './messages';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Enter your password.');
    setBusy(true);
    setError(null);
    try {
      await req.onConfirm(password);
      usePasswordDialog.setState({ req: null });
    } catch (err) {
      setError(authErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{req.text}</Text>
        {error && (
          <Alert color="red" data-testid="password-error">
            {error}
          </Alert>
        )}
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
      </Stack>
    </form>
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
