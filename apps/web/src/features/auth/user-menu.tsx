// The header's account corner: sign in / create account for visitors; a menu for signed-in users.
import { Avatar, Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useAfterMenu } from '../../components/use-after-menu';
import { setAutosavePreference, signOut, useUser } from './api';
import { openSignIn, openSignUp } from './auth-dialog-store';
import { openDeleteAccount } from './delete-account';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

export function UserMenu() {
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const menu = useAfterMenu();
  if (isPending) return null;
  if (!user) {
    // On a phone the two buttons do not fit beside the brand: they fold into one menu.
    return (
      <>
        <Group gap="xs" wrap="nowrap" visibleFrom="xs">
          <Button variant="subtle" color="gray" onClick={() => openSignIn()} data-testid="signin-button">
            Sign in
          </Button>
          <Button variant="filled" onClick={() => openSignUp()} data-testid="signup-button">
            Create account
          </Button>
        </Group>
        <Menu position="bottom-end" width={200} withinPortal>
          <Menu.Target>
            <Button variant="default" hiddenFrom="xs" onFocus={menu.onTargetFocus} data-testid="header-menu">
              Menu
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => menu.after(() => openSignIn())} data-testid="menu-signin">
              Sign in
            </Menu.Item>
            <Menu.Item onClick={() => menu.after(() => openSignUp())} data-testid="menu-signup">
              Create account
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </>
    );
  }
  const onSignOut = async () => {
    await signOut().catch(() => {});
    notifications.show({ message: 'You are signed out.', color: 'gray' });
    navigate('/');
  };
  const onDeleteAccount = () => openDeleteAccount(() => navigate('/'));
  const autosaveLabel = user.autosave ? 'Turn autosave off' : 'Turn autosave on';
  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          onFocus={menu.onTargetFocus}
          data-testid="user-menu"
          aria-label={`Account menu of ${user.name}`}
          leftSection={
            <Avatar size={26} radius="xl" color="teal">
              {initials(user.name)}
            </Avatar>
          }
        >
          {/* a phone shows the initials only */}
          <Text size="sm" fw={500} maw={160} truncate visibleFrom="xs">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item onClick={() => menu.after(() => navigate('/account'))} data-testid="account-settings">
          Account settings
        </Menu.Item>
        <Menu.Item onClick={() => void setAutosavePreference(!user.autosave)} data-testid="toggle-autosave">
          {autosaveLabel}
        </Menu.Item>
        <Menu.Item onClick={() => void onSignOut()} data-testid="signout-button">
          Sign out
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => menu.after(onDeleteAccount)} data-testid="delete-account">
          Delete account…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
