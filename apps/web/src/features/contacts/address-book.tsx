// The Address Book: every contact as a card (type, phone, email, web, address), by name, ready to print.
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CONTACT_TYPES, type Contact, labelOf } from '@probity/domain';
import { useMemo, useState } from 'react';
import { formatAddress } from './contact-columns';

export function AddressBook({ contacts, onClose }: { contacts: readonly Contact[]; onClose: () => void }) {
  const [q, setQ] = useState('');
  const shown = useMemo(() => {
    const s = q.trim().toLowerCase();
    return [...contacts]
      .filter((c) => !s || `${c.name} ${c.phone} ${c.email} ${formatAddress(c)}`.toLowerCase().includes(s))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [contacts, q]);
  return (
    <Modal opened onClose={onClose} title="Address Book" size="xl" data-testid="address-book">
      <Stack gap="sm">
        <Group justify="space-between">
          <TextInput
            placeholder="Find a contact"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            w={260}
            aria-label="Find a contact"
          />
          <Button variant="default" size="xs" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {shown.map((c) => (
            <Card key={c.id} withBorder padding="sm" data-testid="address-card">
              <Text fw={600}>{c.name || '(no name)'}</Text>
              <Text size="xs" c="dimmed">
                {labelOf(CONTACT_TYPES, c.i_type)}
              </Text>
              {c.phone && <Text size="sm">{c.phone}</Text>}
              {c.email && <Text size="sm">{c.email}</Text>}
              {c.web && <Text size="sm">{c.web}</Text>}
              {formatAddress(c) && <Text size="sm">{formatAddress(c)}</Text>}
              {c.county && (
                <Text size="xs" c="dimmed">
                  {c.county}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
        {shown.length === 0 && (
          <Text c="dimmed" size="sm">
            No contacts to show.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
