// Mounted once in the estate shell: opens the licence dialog when an estate whose trial has ended is opened by
// someone who may change it, and confirms a licence when the payment page sends the payer back
// (?licence=check: asked 3 times, 4 seconds apart, since the payment provider's notice may lag the return).
import { notifications } from '@mantine/notifications';
import {
  LICENCE_CONFIRM_GAP_MS,
  LICENCE_CONFIRM_TRIES,
  MSG_LICENCE_PAID,
  MSG_LICENCE_UNCONFIRMED,
  trialDaysLeft,
} from '@probity/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { licenceDialog, useEstateStore, useTerms } from '../../estate';
import { apiGet } from '../../lib/api';
import { confirmLicence } from './licence-api';

const LicenceDialog = lazy(() => import('./licence-dialog').then((m) => ({ default: m.LicenceDialog })));

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The estate is licensed now: the open copy says so (not a change of the user's, so nothing becomes unsaved). */
const markLicensed = () =>
  useEstateStore.setState((s) => ({ work: { ...s.work, meta: { ...s.work.meta, licensed: true } } }));

async function confirmAfterPayment(estateId: string) {
  for (let i = 0; i < LICENCE_CONFIRM_TRIES; i++) {
    if (i > 0) await wait(LICENCE_CONFIRM_GAP_MS);
    if (await confirmLicence(estateId).catch(() => false)) {
      markLicensed();
      licenceDialog.close();
      notifications.show({ message: MSG_LICENCE_PAID, color: 'teal', withBorder: true });
      return;
    }
  }
  notifications.show({ message: MSG_LICENCE_UNCONFIRMED, color: 'red', withBorder: true, autoClose: false });
}

/** More storage was paid: the open copy takes the estate's new tier from the server. */
async function storageAfterPayment(estateId: string) {
  const meta = await apiGet<{ lic_extra: number | null }>(
    `/api/estate/${encodeURIComponent(estateId)}`,
  ).catch(() => null);
  if (!meta) return;
  useEstateStore.setState((s) => ({
    work: { ...s.work, meta: { ...s.work.meta, lic_extra: meta.lic_extra } },
  }));
  notifications.show({ message: 'Thank you: the estate has more room for files now', color: 'teal' });
}

/** Who is asked to license: the owner and editors of a real estate that has a trial and no licence. */
export const useMayLicense = () =>
  useEstateStore(
    (s) =>
      s.status === 'ready' &&
      s.mode === 'real' &&
      (s.role === 'owner' || s.role === 'edit') &&
      !s.work.meta.licensed &&
      typeof s.work.meta.trial_ends === 'string',
  );

export function LicenceHost() {
  const estateId = useEstateStore((s) => s.estateId);
  const mayLicense = useMayLicense();
  const trialEnds = useEstateStore((s) => s.work.meta.trial_ends as string | undefined);
  const { opened } = licenceDialog.useDialog();
  const [params, setParams] = useSearchParams();
  const back = params.get('licence');
  const spell = useTerms().spell;

  useEffect(() => {
    if (!estateId || !back) return;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.delete('licence');
        n.delete('item');
        return n;
      },
      { replace: true },
    );
    if (back === 'check') void confirmAfterPayment(estateId);
    if (back === 'storage') void storageAfterPayment(estateId);
    if (back === 'probate') {
      markLicensed();
      notifications.show({
        message: 'Thank you: the probate lawyer service is paid',
        color: 'teal',
        withBorder: true,
      });
    }
    if (back === 'service')
      notifications.show({
        message: 'Thank you: the service is paid, and its provider will contact you',
        color: 'teal',
        withBorder: true,
      });
    if (back === 'volume') {
      notifications.show({ message: `Thank you: your ${spell.licences} are ready to use`, color: 'teal' });
      licenceDialog.open({ expired: trialDaysLeft(trialEnds ?? null, new Date()) === 0 });
    }
  }, [estateId, back, setParams, trialEnds, spell]);

  useEffect(() => {
    if (mayLicense && !back && trialDaysLeft(trialEnds ?? null, new Date()) === 0)
      licenceDialog.open({ expired: true });
  }, [mayLicense, trialEnds, back]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LicenceDialog />
    </Suspense>
  );
}
