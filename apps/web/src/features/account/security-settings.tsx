// The account page's Security section: two-factor with an authenticator app (a QR code to scan, a first code to
// confirm, ten recovery codes to keep), passkeys, and the professional's setting that everyone invited to their
// estates needs a second factor too.
import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { FormError } from '../../components/dialog-form';
import { startDownload } from '../../lib/start-download';
import { openPasswordDialog, saveUserPrefs, type User } from '../auth';
import {
  addPasskey,
  confirmTotp,
  listPasskeys,
  newRecoveryCodes,
  PASSKEYS_KEY,
  removePasskey,
  startTotp,
  turnOffTotp,
} from './security-api';
import { useAction } from './use-action';

/** The secret as an app's "enter a key" screen wants it: base32 in groups of four. */
const secretOf = (uri: string) =>
  (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** The ten recovery codes, each usable once, with a text file to keep them in. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const text = `Probity recovery codes (each works once)\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    startDownload(url, 'probity-recovery-codes.txt');
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Stack gap="xs" data-testid="recovery-codes">
      <Alert color="blue">
        Keep these codes somewhere safe, apart from your phone. If you lose the phone, each code signs you in
        once instead of the app's code.
      </Alert>
      <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
        {codes.map((c) => (
          <Text key={c} ff="monospace" size="sm" data-testid="recovery-code">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={download} data-testid="recovery-download">
          Download codes
        </Button>
        <Button onClick={onDone} data-testid="recovery-done">
          I have kept them
        </Button>
      </Group>
    </Stack>
  );
}

/** Turning two-factor on: scan, confirm with the first code, then keep the recovery codes. */
function TotpSetup({ uri, codes, onDone }: { uri: string; codes: string[]; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const a = useAction();
  if (confirmed) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const confirm = async () => {
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return a.setError('Enter the six digits the app shows.');
    if (await a.run(() => confirmTotp(code), 'Two-factor authentication is on.')) setConfirmed(true);
  };
  return (
    <Stack gap="sm" data-testid="totp-setup">
      <Text size="sm">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Authy and others), then enter the six digits it shows.
      </Text>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <QRCodeSVG value={uri} size={168} marginSize={2} title="QR code for your authenticator app" />
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text size="sm" fw={500}>
            Cannot scan? Enter this key in the app:
          </Text>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {secretOf(uri)}
          </Text>
        </Stack>
      </Group>
      <TextInput
        label="Six-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        data-testid="totp-code"
      />
      <FormError error={a.error} testId="totp-error" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} data-testid="totp-cancel">
          Cancel
        </Button>
        <Button onClick={confirm} loading={a.busy} data-testid="totp-confirm">
          Confirm and turn on
        </Button>
      </Group>
    </Stack>
  );
}

function TwoFactor({ user }: { user: User }) {
  const [setup, setSetup] = useState<{ uri: string; codes: string[] } | null>(null);
  const [fresh, setFresh] = useState<string[] | null>(null);
  const turnOn = () =>
    openPasswordDialog({
      title: 'Turn on two-factor authentication',
      text: 'Enter your password to start. Nothing changes until the app confirms its first code.',
      confirmLabel: 'Continue',
      danger: false,
      onConfirm: async (password) => {
        const { totpURI, backupCodes } = await startTotp(password);
        setSetup({ uri: totpURI, codes: backupCodes });
      },
    });
  const turnOff = () =>
    openPasswordDialog({
      title: 'Turn off two-factor authentication',
      text: 'Your password alone will sign you in again, and your recovery codes stop working.',
      confirmLabel: 'Turn off',
      onConfirm: turnOffTotp,
    });
  const regenerate = () =>
    openPasswordDialog({
      title: 'New recovery codes',
      text: 'Ten new codes replace the old ones, which stop working.',
      confirmLabel: 'Make new codes',
      danger: false,
      onConfirm: async (password) => setFresh(await newRecoveryCodes(password)),
    });
  return (
    <Stack gap="xs" data-testid="account-two-factor">
      <Group gap="xs">
        <Title order={3} size="h4">
          Two-factor authentication
        </Title>
        <Badge color={user.two_factor ? 'teal' : 'gray'} variant="light" data-testid="two-factor-status">
          {user.two_factor ? 'On' : 'Off'}
        </Badge>
      </Group>
      {setup && <TotpSetup uri={setup.uri} codes={setup.codes} onDone={() => setSetup(null)} />}
      {fresh && <RecoveryCodes codes={fresh} onDone={() => setFresh(null)} />}
      {!setup && !fresh && (
        <OnOrOff on={user.two_factor} turnOn={turnOn} turnOff={turnOff} regenerate={regenerate} />
      )}
    </Stack>
  );
}

function OnOrOff(p: { on: boolean; turnOn: () => void; turnOff: () => void; regenerate: () => void }) {
  return (
    <>
      <Text size="sm">
        {p.on
          ? 'Each sign-in with your password also asks for the six digits your authenticator app shows.'
          : 'Ask for a code from an authenticator app each time you sign in with your password, so a stolen password is not enough.'}
      </Text>
      <Group justify="flex-end">
        {p.on ? (
          <>
            <Button variant="default" onClick={p.regenerate} data-testid="two-factor-new-codes">
              New recovery codes…
            </Button>
            <Button variant="light" color="red" onClick={p.turnOff} data-testid="two-factor-off">
              Turn off…
            </Button>
          </>
        ) : (
          <Button onClick={p.turnOn} data-testid="two-factor-on">
            Turn on two-factor…
          </Button>
        )}
      </Group>
    </>
  );
}

function Passkeys() {
  const list = useQuery({ queryKey: PASSKEYS_KEY, queryFn: listPasskeys });
  const [name, setName] = useState('');
  const a = useAction();
  const add = async () => {
    if (await a.run(() => addPasskey(name.trim()), 'The passkey is added.')) setName('');
  };
  return (
    <Stack gap="xs" data-testid="account-passkeys">
      <Title order={3} size="h4">
        Passkeys
      </Title>
      <Text size="sm">
        A passkey signs you in with this device's fingerprint, face or PIN instead of a password. It cannot be
        guessed or phished.
      </Text>
      {(list.data ?? []).map((p) => (
        <Group key={p.id} justify="space-between" wrap="nowrap" data-testid="account-passkey">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {p.name || 'Passkey'}
            </Text>
            <Text size="xs" c="dimmed">
              Added {p.createdAt ? new Date(p.createdAt).toLocaleDateString() : ''}
              {p.backedUp ? ' · synced by your password manager' : ' · on this device only'}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => a.run(() => removePasskey(p.id), 'The passkey is removed.')}
            data-testid="account-passkey-remove"
          >
            Remove
          </Button>
        </Group>
      ))}
      <TextInput
        label="Name of the new passkey (optional)"
        placeholder="e.g. My laptop"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="passkey-name"
      />
      <FormError error={a.error} testId="passkey-error" />
      <Group justify="flex-end">
        <Button variant="default" onClick={add} loading={a.busy} data-testid="passkey-add">
          Add a passkey
        </Button>
      </Group>
    </Stack>
  );
}

function RequireForInvitees({ user }: { user: User }) {
  const a = useAction();
  return (
    <Stack gap={4}>
      <Switch
        label="Require a second factor of everyone I invite to my estates"
        description="Co-executors, viewers and heirs then open your estates only with two-factor on, or signed in with a passkey."
        checked={user.require_second_factor}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          void a.run(
            () => saveUserPrefs({ require_second_factor: on }),
            on ? 'Invitees now need a second factor.' : 'Invitees no longer need a second factor.',
          );
        }}
        data-testid="require-second-factor"
      />
      <FormError error={a.error} testId="require-second-factor-error" />
    </Stack>
  );
}

export function SecuritySettings({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      <TwoFactor user={user} />
      <Passkeys />
      <RequireForInvitees user={user} />
    </Stack>
  );
}
