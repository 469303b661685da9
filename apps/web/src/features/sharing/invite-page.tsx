// /invite/{token}: the link of an invitation email. Shows whose estate it is and with what access;
// a visitor creates an account or signs in (the invited email filled in) and the estate opens; someone already
// signed in opens it with one click, seeing which account takes it up.
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../lib/api';
import { openSignIn, openSignUp, useUser } from '../auth';
import { acceptInvite, fetchInvite } from './sharing-api';

const ACCESS_TEXT: Record<number, string> = {
  1: 'You will be able to view it and make changes.',
  2: 'You will be able to view it.',
  0: 'The owner has not given you access yet; you can open it once they do.',
  3: 'As an heir you will see your share, what has been given to you and what is still to come.',
};

export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: user, isPending: userPending } = useUser();
  const info = useQuery({ queryKey: ['invite', token], queryFn: () => fetchInvite(token), retry: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the visitor signs in or up from this page: the estate opens as soon as they are in. */
  const takeUp = useRef(false);

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { estate_id } = await acceptInvite(token);
      await qc.invalidateQueries({ queryKey: ['estates'] });
      navigate(
        info.data?.access === 3
          ? `/heir/${encodeURIComponent(estate_id)}`
          : `/estate/${encodeURIComponent(estate_id)}/Overview`,
      );
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the visitor has signed in from this page
  useEffect(() => {
    if (user && takeUp.current) {
      takeUp.current = false;
      void accept();
    }
  }, [user]);

  const invited = info.data?.email ?? '';
  const signUp = () => {
    takeUp.current = true;
    openSignUp(invited);
  };
  const signIn = () => {
    takeUp.current = true;
    openSignIn(invited);
  };

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="lg" data-testid="invite-page">
        {(info.isPending || userPending) && (
          <Group justify="center">
            <Loader aria-label="Reading the invitation" />
          </Group>
        )}
        {info.isError && (
          <Stack>
            <Title order={1} size="h3">
              Invitation
            </Title>
            <Alert color="yellow" data-testid="invite-problem">
              {errorText(info.error)}
            </Alert>
            <Group>
              <Button component={Link} to="/" variant="default">
                Go to the home page
              </Button>
            </Group>
          </Stack>
        )}
        {info.data && !userPending && (
          <Stack>
            <Title order={1} size="h3">
              {info.data.owner_name || 'Someone'} shared “{info.data.estate_label}” with you
            </Title>
            <Text size="sm">
              Probity keeps the estate’s inventory, accounts, heirs and tasks in one place.{' '}
              {ACCESS_TEXT[info.data.access]}
            </Text>
            {problem && (
              <Alert color="red" data-testid="invite-accept-problem">
                {problem}
              </Alert>
            )}
            {user ? (
              <>
                <Text size="sm" c="dimmed">
                  Signed in as {user.name} ({user.email})
                  {user.email.toLowerCase() !== invited.toLowerCase()
                    ? `; the invitation was sent to ${invited}`
                    : ''}
                  .
                </Text>
                <Group>
                  <Button onClick={accept} loading={busy} data-testid="invite-accept">
                    Open the estate
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Text size="sm">
                  The invitation was sent to <b>{invited}</b>. Create a free account, or sign in if you
                  already have one, and the estate opens.
                </Text>
                <Group>
                  <Button onClick={signUp} data-testid="invite-signup">
                    Create an account
                  </Button>
                  <Button variant="default" onClick={signIn} data-testid="invite-signin">
                    Sign in
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Card>
    </Container>
  );
}
