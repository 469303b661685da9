// Drafting a notice: which kind of institution, which item of the estate it is about, and what it asks. The server
// writes the letter from the saved estate (the registry's words, the masked account, the fiduciary); the executor
// then reads and edits it in the notice's own dialog.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  defaultNoticeKind,
  type Notice,
  type NoticeAsk,
  type NoticeTarget,
  noticeKindsFor,
} from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { useFacts } from '../../estate';
import { errorText } from '../../lib/api';
import { postNotice, refreshNotices } from './notices-api';

export const ASK_LABEL: Record<NoticeAsk, string> = {
  close: 'Close the account',
  retitle: 'Move it into the estate’s name',
  claim: 'Claim what is payable',
  freeze: 'Hold the account',
  stop_payments: 'Stop the payments',
  update_records: 'Record the death',
  final_pay: 'Pay the final wages',
  end_lease: 'End the lease',
};

const ESTATE = 'estate:';
const targetOf = (v: string): NoticeTarget => {
  const [part, id] = v.split(':');
  return part === 'estate'
    ? { part: 'estate', id: null }
    : { part: part as NoticeTarget['part'], id: Number(id) };
};

export function DraftDialog({
  estateId,
  about: asked0,
  kind: kind0,
  onClose,
  onDrafted,
}: {
  estateId: string;
  /** `assets:5`, `debts:2`, `contacts:9` or `estate:`: what the dialog opens on (a link from the item). */
  about?: string;
  /** The kind it opens on (a link from a checklist task). */
  kind?: string;
  onClose: () => void;
  onDrafted: (n: Notice) => void;
}) {
  const f = useFacts();
  const client = useQueryClient();
  const kinds = noticeKindsFor(f.meta.country_code, f.meta.state);
  const items = [
    { group: 'The estate', items: [{ value: ESTATE, label: 'No one item (an agency)' }] },
    {
      group: 'Assets',
      items: f.assets
        .filter((a) => a.id > 0)
        .map((a) => ({ value: `assets:${a.id}`, label: a.name || 'Asset' })),
    },
    {
      group: 'Debts',
      items: f.debts
        .filter((d) => d.id > 0)
        .map((d) => ({ value: `debts:${d.id}`, label: d.name || 'Debt' })),
    },
    {
      group: 'Contacts',
      items: f.contacts
        .filter((c) => c.id > 0)
        .map((c) => ({ value: `contacts:${c.id}`, label: c.name || 'Contact' })),
    },
    // items saved to the server only: the letter is drawn from the saved estate
  ].filter((g) => g.items.length > 0);
  const held = items.some((g) => g.items.some((i) => i.value === asked0));
  const [about, setAbout] = useState(held && asked0 ? asked0 : ESTATE);
  const proposed0 = kind0 ?? (held && asked0 ? defaultNoticeKind(f, targetOf(asked0)) : undefined);
  const [kind, setKind] = useState<string | null>(
    kinds.find((k) => k.id === proposed0)?.id ?? kinds[0]?.id ?? null,
  );
  const chosen = kinds.find((k) => k.id === kind);
  const [ask, setAsk] = useState<string | null>(null);
  const asked = ask && chosen?.asks.includes(ask as NoticeAsk) ? ask : (chosen?.asks[0] ?? null);
  const pickAbout = (v: string | null) => {
    const value = v ?? ESTATE;
    setAbout(value);
    const proposed = defaultNoticeKind(f, targetOf(value));
    if (proposed && kinds.some((k) => k.id === proposed)) setKind(proposed);
  };
  const save = useMutation({
    mutationFn: () =>
      postNotice(estateId, {
        kind: kind ?? '',
        target: targetOf(about),
        ask: (asked ?? undefined) as NoticeAsk | undefined,
      }),
    onSuccess: async (n) => {
      await refreshNotices(client, estateId);
      onDrafted(n);
    },
  });
  return (
    <Dialog opened onClose={onClose} title="Draft a notice" testId="notice-draft-dialog">
      <Stack gap="md">
        {asked0 && !held && (
          <Text size="sm" c="orange" role="status">
            Save the item first: a notice is drafted from the saved estate.
          </Text>
        )}
        <Select
          label="About"
          data={items}
          value={about}
          onChange={pickAbout}
          allowDeselect={false}
          searchable
          data-testid="notice-about"
        />
        <Select
          label="To"
          data={kinds.map((k) => ({ value: k.id, label: k.name }))}
          value={kind}
          onChange={setKind}
          allowDeselect={false}
          data-testid="notice-kind"
        />
        {chosen && (
          <>
            <Select
              label="Asking them to"
              data={chosen.asks.map((a) => ({ value: a, label: ASK_LABEL[a] }))}
              value={asked}
              onChange={setAsk}
              allowDeselect={false}
              data-testid="notice-ask"
            />
            <Text size="sm" c="dimmed">
              {chosen.guidance}
            </Text>
          </>
        )}
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            {errorText(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} disabled={!kind || save.isPending} data-testid="notice-draft">
            Draft the letter
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
