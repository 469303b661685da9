// /buy: the account purchase page: create an account and an estate, then buy its licence; a
// signed-in user picks one of their unlicensed estates or starts a new one. The payment page follows.
import {
  Alert,
  Button,
  Card,
  Container,
  List,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUTH_MESSAGES,
  type CreateEstateResult,
  isValidEmail,
  LICENCE_PRICE,
  PASSWORD_MIN,
  TRIAL_DAYS,
  VOLUME_TIERS,
} from '@probity/domain';
import { useState } from 'react';
import { FormError, useFields } from '../../components/dialog-form';
import { apiPost, errorText } from '../../lib/api';
import { visitorSpelling } from '../../lib/visitor-spelling';
import { signUp, useUser } from '../auth';
import { useMyEstates } from '../estates';
import { buyLicenceUrl, priceText } from './licence-api';

const newEstate = (label: string) => apiPost<CreateEstateResult>('/api/estates', { meta: { label } });

export function BuyPage() {
  const { data: user, isPending } = useUser();
  const { data: estates } = useMyEstates(!!user);
  const { values: f, bind: field } = useFields({ name: '', email: '', password: '', label: '' });
  const [choice, setChoice] = useState<string>('new');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = (estates ?? []).filter((e) => e.role === 'owner' && !e.licensed);
  const w = visitorSpelling();
  const submit = async () => {
    const label = f.label.trim();
    if (!user) {
      if (!f.name.trim()) return setError(AUTH_MESSAGES.NAME_MISSING);
      if (!isValidEmail(f.email)) return setError(AUTH_MESSAGES.INVALID_EMAIL);
      if (f.password.length < PASSWORD_MIN) return setError(AUTH_MESSAGES.PASSWORD_TOO_SHORT);
    }
    if ((choice === 'new' || !user) && !label)
      return setError('Give the estate a short name, such as "Mom\'s estate"');
    setBusy(true);
    setError(null);
    try {
      if (!user) await signUp({ name: f.name.trim(), email: f.email.trim(), password: f.password });
      const id = choice !== 'new' && user ? choice : (await newEstate(label)).id;
      window.location.assign(buyLicenceUrl(id));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  if (isPending) return null;
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="lg" data-testid="buy-page">
        <Stack>
          <Title order={1} size="h3">
            Buy a Probity {w.licence}
          </Title>
          <Text size="sm">
            Every estate starts with a free {TRIAL_DAYS}-day trial. A {w.licence} keeps it open for changes
            for as long as the settlement takes: {priceText(LICENCE_PRICE.usd, 'usd')} per estate (
            {priceText(LICENCE_PRICE.cad, 'cad')} in Canada).
          </Text>
          <List size="sm">
            {VOLUME_TIERS.filter((t) => t.percentOff > 0).map((t) => (
              <List.Item key={t.from}>
                From the {t.from}th {w.licence} bought together: {t.percentOff}% off
              </List.Item>
            ))}
          </List>
          {user ? (
            <Radio.Group label="Which estate?" value={choice} onChange={setChoice}>
              <Stack gap={6} mt={6}>
                {mine.map((e) => (
                  <Radio key={e.id} value={e.id} label={e.label || e.name || 'Untitled estate'} />
                ))}
                <Radio value="new" label="A new estate" data-testid="buy-choice-new" />
              </Stack>
            </Radio.Group>
          ) : (
            <>
              <Text size="sm" fw={600}>
                Your account
              </Text>
              <TextInput label="Your name" autoComplete="name" {...field('name')} data-testid="buy-name" />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                {...field('email')}
                data-testid="buy-email"
              />
              <PasswordInput
                label="Password"
                description={`At least ${PASSWORD_MIN} characters`}
                autoComplete="new-password"
                {...field('password')}
                data-testid="buy-password"
              />
            </>
          )}
          {(!user || choice === 'new') && (
            <TextInput label="Estate label" {...field('label')} data-testid="buy-label" />
          )}
          {user && (
            <Alert color="gray">
              Signed in as {user.name} ({user.email}).
            </Alert>
          )}
          <FormError error={error} testId="buy-error" />
          <Button onClick={submit} loading={busy} data-testid="buy-continue">
            {user ? 'Continue to payment' : 'Create account and continue to payment'}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
