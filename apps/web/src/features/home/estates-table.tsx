// My estates: label, decedent or trust name, date of death, my role; most recently used first.
import { ActionIcon, Anchor, Badge, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDisplayDate } from '@probity/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAfterMenu } from '../../components/use-after-menu';
import { apiGet, apiPut, errorText } from '../../lib/api';
import { roleLabel } from '../../lib/roles';
import { deleteWithPassword, openPasswordDialog, type User } from '../auth';
import { ESTATES_KEY, type EstateSummary, openEstateLabelDialog } from '../estates';
import { sortRecent } from './sort-recent';

async function rename(id: string, label: string) {
  const meta = await apiGet<{ revision: number }>(`/api/estate/${encodeURIComponent(id)}`);
  await apiPut(`/api/estate/${encodeURIComponent(id)}`, { label, revision: meta.revision });
}

export function EstatesTable({ estates, user }: { estates: EstateSummary[]; user: User }) {
  const qc = useQueryClient();
  const menu = useAfterMenu();
  const refresh = () => qc.invalidateQueries({ queryKey: ESTATES_KEY });

  const onRename = (e: EstateSummary) =>
    openEstateLabelDialog({
      initial: e.label,
      estateId: e.id,
      onSubmit: async (label) => {
        try {
          await rename(e.id, label);
          await refresh();
        } catch (err) {
          notifications.show({ color: 'red', message: errorText(err) });
        }
      },
    });

  const onDelete = (e: EstateSummary) =>
    openPasswordDialog({
      title: `Delete “${e.label || 'this estate'}”`,
      text: 'This deletes the estate and everything recorded in it, for good. People it is shared with lose access too.',
      confirmLabel: 'Delete estate',
      onConfirm: async (password) => {
        await deleteWithPassword(password, e.id);
        notifications.show({ message: `“${e.label}” has been deleted.`, color: 'gray' });
      },
    });

  return (
    <Table highlightOnHover verticalSpacing="sm" data-testid="estates-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Label</Table.Th>
          <Table.Th>Decedent or trust</Table.Th>
          {/* on a phone five columns do not fit beside a long label: the date waits for a wider screen */}
          <Table.Th visibleFrom="xs">Date of death</Table.Th>
          <Table.Th>My role</Table.Th>
          <Table.Th w={40}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortRecent(estates, user.estates_recent).map((e) => (
          <Table.Tr key={e.id} data-testid={`estate-row-${e.id}`}>
            <Table.Td>
              <Anchor
                component={Link}
                to={
                  e.role === 'beneficiary'
                    ? `/heir/${encodeURIComponent(e.id)}`
                    : `/estate/${encodeURIComponent(e.id)}`
                }
                fw={600}
                // a long word breaks instead of pushing the row's other cells out of the card
                style={{ overflowWrap: 'anywhere' }}
                data-testid="estate-open"
              >
                {e.label || 'Untitled estate'}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.name || '—'}
              </Text>
              {e.trust && (
                <Badge size="xs" variant="light" ml={4}>
                  Trust
                </Badge>
              )}
            </Table.Td>
            <Table.Td visibleFrom="xs">
              <Text size="sm">
                {e.trust
                  ? ''
                  : formatDisplayDate(e.death_date) || (
                      <Text span c="dimmed" size="sm">
                        Awaiting
                      </Text>
                    )}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" data-testid="estate-list-role">
                {roleLabel(e.role, e.user_role)}
              </Text>
            </Table.Td>
            <Table.Td>
              {e.role === 'owner' && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label="Estate actions"
                      onFocus={menu.onTargetFocus}
                      data-testid="estate-actions"
                    >
                      ⋯
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => menu.after(() => onRename(e))} data-testid="estate-rename">
                      Rename…
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      onClick={() => menu.after(() => onDelete(e))}
                      data-testid="estate-delete"
                    >
                      Delete…
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
