// The licence dialog: when the trial has ended (blocking changes, not reading) or from the trial
// badge. Buy this estate's licence on the payment page, use one of the volume licences bought ahead (with the
// password), buy several at the tier prices, or decline. Unsaved changes stay in this browser's backup while the
// payment page is open.
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Divider,
  Group,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import {
  CODE_BAD_PASSWORD,
  currencyOf,
  LICENCE_PRICE,
  MSG_BAD_PASSWORD,
  MSG_PAYMENT_FORM,
  VOLUME_MAX,
  volumePrice,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { FormError } from '../../components/dialog-form';
import { licenceDialog, useEstateStore, useTerms } from '../../estate';
import { ApiError, errorText } from '../../lib/api';
import { reloadEstate } from '../save';
import { assignLicence, buyLicenceUrl, fetchPricing, priceText, startVolume } from './licence-api';

/** Leaves for the payment page (same tab: the local backup keeps unsaved changes across it). */
const goPay = (url: string) => window.location.assign(url);

export function LicenceDialog() {
  const { estateId = '' } = useParams();
  const { opened, args, props } = licenceDialog.useDialog();
  const country = useEstateStore((s) => String(s.work.meta.country_code ?? 'us'));
  const currency = currencyOf(country);
  const w = useTerms().spell;
  const pricing = useQuery({
    queryKey: ['lic-pricing', estateId],
    queryFn: () => fetchPricing(estateId),
    enabled: opened,
  });
  const [password, setPassword] = useState('');
  const [several, setSeveral] = useState(false);
  const [num, setNum] = useState<number>(5);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = pricing.data?.num ?? 0;

  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (e) {
      setError(e instanceof ApiError && e.code === CODE_BAD_PASSWORD ? MSG_BAD_PASSWORD : errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const assign = () =>
    run(async () => {
      await assignLicence(estateId, password);
      licenceDialog.close();
      await reloadEstate();
    });
  const buySeveral = () =>
    run(async () => {
      const v = await startVolume(estateId, num).catch(() => {
        throw new Error(MSG_PAYMENT_FORM);
      });
      goPay(v.url);
    });

  return (
    <Dialog
      {...props}
      title={args.expired ? 'Your free trial has ended' : 'License this estate'}
      centered
      closeOnClickOutside={!args.expired}
      testId="licence-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">
          {args.expired
            ? 'The 10-day trial of this estate is over. You can still read everything; to make changes again, license the estate.'
            : `A ${w.licence} keeps this estate open for changes for as long as the work takes, after the 10-day trial.`}{' '}
          One {w.licence} covers one estate: {priceText(LICENCE_PRICE[currency], currency)}.
        </Text>
        {args.expired && (
          <Text size="xs" c="dimmed">
            Changes you have not saved stay in this browser and are offered back when you return.
          </Text>
        )}
        {held > 0 && (
          <Alert
            color="teal"
            title={`You hold ${held} ${held === 1 ? w.licence : w.licences}`}
            data-testid="licence-held"
          >
            <Stack gap="xs">
              <Text size="sm">Use one for this estate: enter your password to confirm.</Text>
              <Group align="flex-end" wrap="nowrap">
                <PasswordInput
                  label="Your password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  style={{ flex: 1 }}
                  data-testid="licence-password"
                />
                <Button onClick={assign} loading={busy} disabled={!password} data-testid="licence-assign">
                  Use a {w.licence}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <FormError error={error} testId="licence-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={licenceDialog.close} data-testid="licence-decline">
            Not now
          </Button>
          <Button onClick={() => goPay(buyLicenceUrl(estateId))} data-testid="licence-buy">
            Buy a {w.licence}
          </Button>
        </Group>
        <Divider />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => setSeveral((x) => !x)}
          data-testid="licence-several"
        >
          Settling several estates? Buy {w.licences} ahead at a lower price
        </Anchor>
        <Collapse in={several}>
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {pricing.data?.tiers
                .filter((t) => t.percent_off > 0)
                .map((t) => `from the ${t.from}th: ${t.percent_off}% off`)
                .join(' · ')}
            </Text>
            <Group align="flex-end" wrap="nowrap">
              <NumberInput
                label={`How many ${w.licences}`}
                min={1}
                max={VOLUME_MAX}
                value={num}
                onChange={(v) => setNum(Math.max(1, Math.min(VOLUME_MAX, Number(v) || 1)))}
                style={{ flex: 1 }}
                data-testid="licence-count"
              />
              <Button variant="light" onClick={buySeveral} loading={busy} data-testid="licence-buy-several">
                Buy for {priceText(volumePrice(num, currency).total, currency)}
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Dialog>
  );
}
