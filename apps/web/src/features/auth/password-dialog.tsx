// Password confirmation before something that cannot be undone (DELETE /api/user: an estate, or the account) or
// that changes how the account signs in (two-factor on or off, new recovery codes).
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { AuthForm, useAuthSubmit } from './auth-form';
import { passwordDialog as dialog, type PasswordRequest } from './password-dialog-store';

function PasswordForm({ req }: { req: PasswordRequest }) {
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useAuthSubmit();
  const submit = () => {
    if (!password) return setError('Enter your password.');
    return run(async () => {
      await req.onConfirm(password);
      dialog.close();
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
        <Button variant="default" onClick={dialog.close} data-testid="password-cancel">
          Cancel
        </Button>
        <Button
          type="submit"
          color={req.danger === false ? undefined : 'red'}
          loading={busy}
          data-testid="password-confirm"
        >
          {req.confirmLabel}
        </Button>
      </Group>
    </AuthForm>
  );
}

export function PasswordDialogView() {
  const { opened, args: req, opening } = dialog.useDialog();
  return (
    <Dialog opened={opened} onClose={dialog.close} title={req?.title} testId={'password-dialog'}>
      {req && <PasswordForm key={opening} req={req} />}
    </Dialog>
  );
}
