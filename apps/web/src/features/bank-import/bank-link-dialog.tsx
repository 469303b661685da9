// The bank link (docs/api.md, Bank import): link an account of the estate to the bank (Plaid Link, or the practice bank
// when Probity runs without Plaid keys), download what is new into the import review, download a period again,
// relink when the bank dropped the link or wants a new sign-in, unlink. Linking needs a saved estate.
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { awaitingDeath, MSG_BANK_PROBLEM, MSG_NOT_BEFORE_DEATH, todayIso } from '@probity/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DateInput } from '../../components/date-input';
import { Dialog } from '../../components/dialog';
import { useEstateStore, useFacts } from '../../estate';
import { ApiError, errorText } from '../../lib/api';
import { reloadEstate, selectIsDirty } from '../save';
import {
  type BankLink,
  bankState,
  linkToken,
  redownloadBank,
  type Synced,
  saveLink,
  syncBank,
  unlinkAndReload,
} from './import-api';
import { closeImport, openImport } from './import-store';
import { openPlaidLink } from './plaid-link';

/** What the bank's codes ask of the user: 420 (sign in again) and 435 (link dropped) offer a relink. */
const codeText = (e: unknown): { msg: string; relink: boolean } => {
  if (e instanceof ApiError && (e.code === 420 || e.code === 435)) return { msg: e.message, relink: true };
  return { msg: e instanceof ApiError ? e.message : `${MSG_BANK_PROBLEM}: ${errorText(e)}`, relink: false };
};

export function BankLinkDialog() {
  const { estateId = '' } = useParams();
  const f = useFacts();
  const dirty = useEstateStore(selectIsDirty);
  const revision = useEstateStore((s) => s.revision);
  const [link, setLink] = useState<BankLink | null | undefined>(undefined);
  const [practice, setPractice] = useState(false);
  const [assetId, setAssetId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ msg: string; relink: boolean } | null>(null);
  const [exited, setExited] = useState(false);
  const [range, setRange] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: todayIso(),
  });

  useEffect(() => {
    bankState(estateId)
      .then((s) => {
        setLink(s.link);
        setPractice(s.provider === 'local');
      })
      .catch((e: unknown) => setProblem(codeText(e)));
  }, [estateId]);

  const accounts = f.assets
    .filter((a) => !a.sundry_refunds)
    .map((a) => ({ value: String(a.id), label: a.name }));
  const linkedAsset = f.assets.find((a) => a.id === link?.asset_id);
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (e) {
      setProblem(codeText(e));
    } finally {
      setBusy(false);
    }
  };
  /** After a download, the import review of the linked account (it says No New Imports when nothing came). */
  const review = (r: Synced, asset: number) => openImport(asset, true, r);

  const connect = (asset: number) =>
    run(async () => {
      const { link_token, provider } = await linkToken(estateId);
      const picked =
        provider === 'plaid'
          ? await openPlaidLink(link_token)
          : { publicToken: `local-public-${Date.now()}`, accountId: undefined };
      if (!picked) {
        setExited(true);
        return;
      }
      const saved = await saveLink(estateId, {
        public_token: picked.publicToken,
        asset_id: asset,
        account_id: picked.accountId,
        revision,
      });
      setLink(saved.link);
      // The asset's link is a saved change: the working copy takes it from the server.
      await reloadEstate();
      review(await syncBank(estateId), asset);
    });

  const live = link?.linked ? link : null;
  const blocked = awaitingDeath(f)
    ? MSG_NOT_BEFORE_DEATH
    : dirty
      ? 'Save your changes before linking to the bank.'
      : null;
  return (
    <Dialog opened onClose={closeImport} title="Link to Bank" size="lg" testId="bank-link-dialog">
      <Stack gap="sm">
        {link === undefined && !problem && <Text size="sm">Reading the bank link…</Text>}
        {link !== undefined && !live && (
          <>
            <Text size="sm">
              Link one account of the estate to its bank: new transactions then download into Probity, where
              you review them before anything is booked. Only one account can be linked to the estate bank.
            </Text>
            {practice && (
              <Alert color="gray" variant="light" data-testid="bank-practice">
                This Probity has no bank connection set up, so the practice bank links instead: its
                transactions are made up, to try the import safely. Statements from your real bank can be
                imported as files with Import on the Cashflow tab.
              </Alert>
            )}
            <Select
              label="The estate's account at the bank"
              data={accounts}
              value={assetId}
              onChange={setAssetId}
              data-testid="bank-link-asset"
            />
            {blocked && (
              <Text size="sm" c="orange.9">
                {blocked}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => assetId && void connect(Number(assetId))}
                disabled={!assetId || !!blocked}
                loading={busy}
                data-testid="bank-link-go"
              >
                Link to Bank
              </Button>
            </Group>
          </>
        )}
        {live && (
          <>
            <Text size="sm" data-testid="bank-link-status">
              {linkedAsset?.name ?? 'An account'} is linked to {live.account_name || 'the bank'}
              {live.culled ? ': the bank dropped this link. Relink to download again.' : '.'}
            </Text>
            <Group>
              <Button
                loading={busy}
                disabled={live.culled}
                onClick={() => void run(async () => review(await syncBank(estateId), live.asset_id ?? 0))}
                data-testid="bank-sync"
              >
                Download new transactions
              </Button>
              <Button
                variant="default"
                loading={busy}
                onClick={() => live.asset_id && void connect(live.asset_id)}
                data-testid="bank-relink"
              >
                Relink
              </Button>
            </Group>
            <Text size="sm" fw={500}>
              Download a period again
            </Text>
            <Group align="flex-end" grow>
              <DateInput
                label="Start"
                value={range.start}
                onCommit={(start) => setRange((r) => ({ ...r, start }))}
                data-testid="bank-start"
              />
              <DateInput
                label="End"
                value={range.end}
                onCommit={(end) => setRange((r) => ({ ...r, end }))}
                data-testid="bank-end"
              />
              <Button
                variant="default"
                disabled={!range.start || !range.end || live.culled}
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    if (!range.start || !range.end) return;
                    review(await redownloadBank(estateId, range.start, range.end), live.asset_id ?? 0);
                  })
                }
                data-testid="bank-redownload"
              >
                Download
              </Button>
            </Group>
            <Group justify="flex-end">
              <Button
                color="orange"
                variant="light"
                loading={busy}
                disabled={dirty}
                onClick={() =>
                  void run(async () => {
                    await unlinkAndReload(estateId, revision, reloadEstate);
                    setLink(null);
                  })
                }
                data-testid="bank-unlink"
              >
                Unlink
              </Button>
            </Group>
          </>
        )}
        {exited && (
          <Alert color="blue" variant="light" data-testid="bank-exit-help">
            The bank's window closed before the link was made. Try again and sign in with the online-banking
            login of the estate's account; if the bank is not listed, download its statements as CSV, OFX or
            QFX and use Import on the Cashflow tab instead.
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" data-testid="bank-problem">
            {problem.msg}
          </Alert>
        )}
      </Stack>
    </Dialog>
  );
}
