// /account: the signed-in user's settings (issue 18): name, email (changed once the new address confirms it),
// password (with the current one; other devices signed out on request), two-factor and passkeys (issue 41),
// sessions, reminders and autosave, the
// services sold on their own, and deleting the account. Visitors are sent to sign in.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AUTH_MESSAGES, isValidEmail, PASSWORD_MIN } from '@probity/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/dialog-form';
import { openDeleteAccount, openSignIn, setAutosavePreference, type User, useUser } from '../auth';
import {
  changeEmail,
  changePassword,
  currentSession,
  listSessions,
  renameAccount,
  revokeOtherSessions,
  revokeSession,
} from './account-api';
import { RemindersSettings } from './reminders-settings';
import { SecuritySettings } from './security-settings';
import { SoloServices, useSoloServices } from './solo-services';
import { useAction } from './use-action';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function NameForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const a = useAction();
  const save = () =>
    name.trim()
      ? a.run(() => renameAccount(name.trim()), 'Your name is saved.')
      : a.setError(AUTH_MESSAGES.NAME_MISSING);
  return (
    <Stack gap="xs">
      <TextInput
        label="Your name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="account-name"
      />
      <FormError error={a.error} testId="account-name-error" />
      <Group justify="flex-end">
        <Button
          onClick={save}
          loading={a.busy}
          disabled={name.trim() === user.name}
          data-testid="account-name-save"
        >
          Save name
        </Button>
      </Group>
    </Stack>
  );
}

function EmailForm({ user }: { user: User }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const a = useAction();
  const send = async () => {
    const next = email.trim();
    if (!isValidEmail(next)) return a.setError(AUTH_MESSAGES.INVALID_EMAIL);
    if (await a.run(() => changeEmail(next))) setSent(next);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">
        Signed in as <b data-testid="account-email">{user.email}</b>.
      </Text>
      {sent && (
        <Alert color="blue" data-testid="account-email-sent">
          We sent a link to {sent}. Your email changes when you open it (within 24 hours).
        </Alert>
      )}
      <TextInput
        label="New email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        data-testid="account-new-email"
      />
      <FormError error={a.error} testId="account-email-error" />
      <Group justify="flex-end">
        <Button onClick={send} loading={a.busy} data-testid="account-email-save">
          Send confirmation link
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [others, setOthers] = useState(true);
  const a = useAction();
  const qc = useQueryClient();
  const save = async () => {
    if (!current) return a.setError('Enter your current password');
    if (next.length < PASSWORD_MIN) return a.setError(AUTH_MESSAGES.PASSWORD_TOO_SHORT);
    if (await a.run(() => changePassword(current, next, others), 'Your password is changed.')) {
      setCurrent('');
      setNext('');
      await qc.invalidateQueries({ queryKey: ['sessions'] });
    }
  };
  return (
    <Stack gap="xs">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.currentTarget.value)}
        data-testid="account-password-current"
      />
      <PasswordInput
        label="New password"
        description={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.currentTarget.value)}
        data-testid="account-password-new"
      />
      <Checkbox
        label="Sign out my other devices"
        checked={others}
        onChange={(e) => setOthers(e.currentTarget.checked)}
      />
      <FormError error={a.error} testId="account-password-error" />
      <Group justify="flex-end">
        <Button onClick={save} loading={a.busy} data-testid="account-password-save">
          Change password
        </Button>
      </Group>
    </Stack>
  );
}

/** A browser's name from its user agent, enough to tell sessions apart. */
const deviceOf = (ua: string | null | undefined): string => {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
};

function Sessions() {
  const qc = useQueryClient();
  const sessions = useQuery({
    queryKey: ['sessions'],
    queryFn: async () => ({ all: await listSessions(), mine: await currentSession() }),
  });
  const a = useAction();
  const refresh = () => qc.invalidateQueries({ queryKey: ['sessions'] });
  const list = sessions.data?.all ?? [];
  const others = list.filter((s) => s.id !== sessions.data?.mine);
  return (
    <Stack gap="xs" data-testid="account-sessions">
      {sessions.isPending && <Text size="sm">Reading your sessions…</Text>}
      {list.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" data-testid="account-session">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {deviceOf(s.userAgent)}
              {s.id === sessions.data?.mine ? ' (this device)' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              Signed in {new Date(s.createdAt).toLocaleString()}
              {s.ipAddress ? ` from ${s.ipAddress}` : ''}
            </Text>
          </Stack>
          {s.id !== sessions.data?.mine && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => a.run(() => revokeSession(s.token)).then(refresh)}
            >
              Sign out
            </Button>
          )}
        </Group>
      ))}
      <FormError error={a.error} testId="account-sessions-error" />
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!others.length}
          onClick={() => a.run(revokeOtherSessions, 'Your other devices are signed out.').then(refresh)}
          data-testid="account-signout-others"
        >
          Sign out all other devices
        </Button>
      </Group>
    </Stack>
  );
}

export function AccountPage() {
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const solo = useSoloServices();
  if (isPending) return null;
  if (!user)
    return (
      <Container size="sm" py="xl">
        <Card withBorder padding="lg">
          <Title order={1} size="h3" mb="sm">
            Account settings
          </Title>
          <Text size="sm" mb="md">
            Sign in to change your account.
          </Text>
          <Button onClick={() => openSignIn()}>Sign in</Button>
        </Card>
      </Container>
    );
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1} size="h2">
          Account settings
        </Title>
        {params.get('email') === 'confirmed' && (
          <Alert color="teal" data-testid="account-email-confirmed">
            Your email address is confirmed.
          </Alert>
        )}
        {params.get('service') === 'paid' && (
          <Alert color="teal" data-testid="account-service-paid">
            Thank you: the service is paid, and its provider will contact you.
          </Alert>
        )}
        <Section title="Name" testId="account-section-name">
          <NameForm user={user} />
        </Section>
        <Section title="Email" testId="account-section-email">
          <EmailForm user={user} />
        </Section>
        <Section title="Password" testId="account-section-password">
          <PasswordForm />
        </Section>
        <Section title="Security" testId="account-section-security">
          <SecuritySettings user={user} />
        </Section>
        <Section title="Signed-in devices" testId="account-section-sessions">
          <Sessions />
        </Section>
        <Section title="Preferences" testId="account-section-prefs">
          <Stack gap="md">
            <Switch
              label="Save my changes automatically"
              checked={!!user.autosave}
              onChange={(e) => void setAutosavePreference(e.currentTarget.checked)}
              data-testid="account-autosave"
            />
            <RemindersSettings />
          </Stack>
        </Section>
        {solo.data && solo.data.usd.length + solo.data.cad.length > 0 && (
          <Section title="Services" testId="account-section-services">
            <SoloServices offers={solo.data} />
          </Section>
        )}
        <Section title="Delete account" testId="account-section-delete">
          <Text size="sm" mb="sm">
            Deletes your account and every estate you own. Estates shared with you stay with their owners.
          </Text>
          <Button
            color="red"
            variant="light"
            onClick={() => openDeleteAccount(() => navigate('/'))}
            data-testid="account-delete"
          >
            Delete my account…
          </Button>
        </Section>
      </Stack>
    </Container>
  );
}
