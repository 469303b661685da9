// The user access dialog and users list: who the estate is shared with, their access
// (Edit, View Only, No Access, or an heir's own share) and whether they responded; the owner invites by email, sends an invitation
// again, changes access or removes someone, and may hand the estate over. Editors see the list, read-only.
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDisplayDate,
  isValidEmail,
  MSG_SHARE_EMAIL,
  MSG_SHARE_HEIR_REQUIRED,
  type ShareAccess,
  type ShareIn,
  type ShareList,
  type ShareOut,
  type ShareSent,
} from '@probity/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { FormError, useFields } from '../../components/dialog-form';
import { useFacts } from '../../estate';
import { errorText } from '../../lib/api';
import {
  ACCESS_OPTIONS,
  accessOptionsOf,
  BENEFICIARY_OPTION,
  editShare,
  fetchShares,
  inviteUser,
  reinviteUser,
  removeShare,
  sharesKey,
} from './sharing-api';
import { closeSharing, openHistory, openOwnerChange } from './sharing-store';
import { SupplierFinder } from './supplier-finder';

export function UserAccessDialog() {
  const { estateId = '' } = useParams();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: sharesKey(estateId), queryFn: () => fetchShares(estateId) });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<ShareSent | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: sharesKey(estateId) });
  /** Runs a change; a refusal shows above the list and changes nothing. */
  const act = async (f: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await f();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      await refresh();
    }
  };
  const delivered = (s: ShareSent) => {
    setSent(s.mailed ? null : s);
    if (s.mailed) notifications.show({ message: `Invitation sent to ${s.entry.email}`, color: 'teal' });
  };
  const data = list.data;
  return (
    <Dialog opened onClose={closeSharing} title="Share access" size="lg" testId="user-access-dialog">
      <Stack gap="sm">
        {list.isError && <FormError error={errorText(list.error)} testId="user-access-error" />}
        {!data && !list.isError && <Text size="sm">Reading who has access…</Text>}
        {data && (
          <>
            <Text size="sm" data-testid="user-access-owner">
              Owner: <b>{data.owner.name}</b> ({data.owner.email})
            </Text>
            <FormError error={problem} testId="user-access-problem" />
            {sent?.link && <LinkToPass sent={sent} />}
            <UsersList
              estateId={estateId}
              data={data}
              onAccess={(e, access) => act(() => editShare(estateId, e.id, { access }))}
              onReinvite={(e) => act(async () => delivered(await reinviteUser(estateId, e.id)))}
              onRemove={async (e) => {
                const yes = await confirmDialog({
                  msg: `Remove ${e.name || e.email}? They lose access to this estate at once.`,
                  yes: 'Remove',
                  no: 'Keep',
                  danger: true,
                  testId: 'share-remove-confirm',
                });
                if (yes) await act(() => removeShare(estateId, e.id));
              }}
            />
            {data.can_manage && (
              <FindSupplier
                onGranted={async (s) => {
                  delivered(s);
                  await refresh();
                }}
              />
            )}
            {data.can_manage && (
              <InviteForm
                onInvite={async (body) => {
                  setProblem(null);
                  const s = await inviteUser(estateId, body);
                  delivered(s);
                  await refresh();
                }}
              />
            )}
            <Group justify="space-between">
              {data.can_manage ? (
                <Group gap={0}>
                  <Button variant="subtle" onClick={openOwnerChange} data-testid="owner-change-open">
                    Transfer ownership
                  </Button>
                  <Button variant="subtle" onClick={openHistory} data-testid="history-open">
                    History
                  </Button>
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  Only the owner can change who has access.
                </Text>
              )}
              <Button variant="default" onClick={closeSharing} data-testid="user-access-close">
                Close
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Dialog>
  );
}

/** A lawyer or accountant of the directory, behind a link so the dialog stays short. */
function FindSupplier({ onGranted }: { onGranted: (s: ShareSent) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Paper withBorder p="sm">
      <SupplierFinder onGranted={onGranted} />
    </Paper>
  ) : (
    <Group>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} data-testid="supplier-open">
        Find a lawyer or accountant near the estate
      </Button>
    </Group>
  );
}

/** Without a mail server the link comes back here: the owner passes it on themselves. */
function LinkToPass({ sent }: { sent: ShareSent }) {
  const link = sent.link ?? '';
  return (
    <Alert color="blue" title="Send this link yourself" data-testid="invite-link-alert">
      <Stack gap={6}>
        <Text size="sm">
          This server does not send email. Copy the link and send it to {sent.entry.name || sent.entry.email}:
          it opens the estate once they sign in or create an account, and works for 30 days.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={link}
            readOnly
            aria-label="Invitation link"
            style={{ flex: 1 }}
            data-testid="invite-link"
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="sm" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

function UsersList(p: {
  estateId: string;
  data: ShareList;
  onAccess: (e: ShareOut, access: ShareAccess) => unknown;
  onReinvite: (e: ShareOut) => unknown;
  onRemove: (e: ShareOut) => unknown;
}) {
  if (!p.data.entries.length)
    return (
      <Text size="sm" c="dimmed" data-testid="users-empty">
        Nobody else has access yet.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="users-list">
      {p.data.entries.map((e) => (
        <Paper key={e.id} withBorder p="xs" data-testid={`user-${e.email}`}>
          <Group justify="space-between" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text size="sm" fw={600} truncate>
                {e.name || e.email}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {e.email}
                {e.phone ? ` · ${e.phone}` : ''}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {e.done ? (
                <Badge variant="light" color="teal" data-testid="user-responded">
                  Responded
                </Badge>
              ) : (
                <Badge variant="light" color="gray" data-testid="user-invited">
                  Invited{e.invited_at ? ` ${formatDisplayDate(e.invited_at.slice(0, 10))}` : ''}
                </Badge>
              )}
              <Select
                aria-label={`Access of ${e.name || e.email}`}
                data={accessOptionsOf(e)}
                value={String(e.access)}
                onChange={(v) => v !== null && p.onAccess(e, Number(v) as ShareAccess)}
                disabled={!p.data.can_manage}
                allowDeselect={false}
                w={130}
                data-testid="user-access-level"
              />
            </Group>
          </Group>
          {p.data.can_manage && (
            <Group gap="xs" mt={6} justify="flex-end">
              {e.heir_id !== null && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  component={Link}
                  to={`/heir/${encodeURIComponent(p.estateId)}?heir=${e.heir_id}`}
                  onClick={closeSharing}
                  data-testid="user-heir-preview"
                >
                  See what they see
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => p.onReinvite(e)}
                data-testid="user-reinvite"
              >
                Send invitation again
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Remove ${e.name || e.email}`}
                onClick={() => p.onRemove(e)}
                data-testid="user-remove"
              >
                Remove
              </Button>
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function InviteForm({ onInvite }: { onInvite: (b: ShareIn) => Promise<void> }) {
  const { values, set, bind } = useFields({ name: '', email: '', phone: '', access: '1', heir: '' });
  // heirs already saved (a beneficiary names a stored heir)
  const heirs = useFacts().heirs.filter((h) => h.id > 0);
  const options = heirs.length ? [...ACCESS_OPTIONS, BENEFICIARY_OPTION] : ACCESS_OPTIONS;
  const asHeir = values.access === BENEFICIARY_OPTION.value;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const email = values.email.trim();
    if (!isValidEmail(email)) return setError(MSG_SHARE_EMAIL);
    if (asHeir && !values.heir) return setError(MSG_SHARE_HEIR_REQUIRED);
    setError(null);
    setBusy(true);
    try {
      await onInvite({
        name: values.name.trim(),
        email,
        phone: values.phone.trim(),
        access: Number(values.access) as ShareAccess,
        ...(asHeir ? { heir_id: Number(values.heir) } : {}),
      });
      set({ name: '', email: '', phone: '', heir: '' });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Invite someone
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            <TextInput label="Name" {...bind('name')} data-testid="invite-name" />
            <TextInput label="Email" type="email" required {...bind('email')} data-testid="invite-email" />
            <TextInput label="Phone" {...bind('phone')} data-testid="invite-phone" />
            <Select
              label="Access"
              data={options}
              value={values.access}
              onChange={(v) => v && set({ access: v })}
              allowDeselect={false}
              data-testid="invite-access"
            />
            {asHeir && (
              <Select
                label="Which heir"
                required
                data={heirs.map((h) => ({ value: String(h.id), label: h.name || `Heir ${h.id}` }))}
                value={values.heir || null}
                onChange={(v) =>
                  set({
                    heir: v ?? '',
                    ...(values.name ? {} : { name: heirs.find((h) => String(h.id) === v)?.name ?? '' }),
                  })
                }
                allowDeselect={false}
                data-testid="invite-heir"
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid="invite-send">
              Send invitation
            </Button>
          </Group>
          <FormError error={error} testId="invite-error" />
        </Stack>
      </form>
    </Paper>
  );
}
