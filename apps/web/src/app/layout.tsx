// The frame of every page: the header (brand, hints, account) and the dialogs that can open from anywhere.
import { Anchor, AppShell, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { AuthDialogs, PasswordDialog, UserMenu } from '../features/auth';
import { EstateLabelDialog } from '../features/estates';
import { HintsButton } from '../features/hints';

export function Layout() {
  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header px="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            data-testid="home-link"
            mih={44}
            display="flex"
            style={{ alignItems: 'center' }}
          >
            <Group gap={8} wrap="nowrap">
              <Text
                fw={700}
                c="white"
                bg="probity.8"
                w={30}
                h={30}
                ta="center"
                lh="30px"
                style={{ borderRadius: 7 }}
              >
                P
              </Text>
              <Text fw={600} size="lg" c="dark.7" style={{ letterSpacing: -0.2 }}>
                Probity
              </Text>
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <HintsButton />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0" style={{ minHeight: '100vh' }}>
        <Outlet />
      </AppShell.Main>
      <AuthDialogs />
      <PasswordDialog />
      <EstateLabelDialog />
    </AppShell>
  );
}
