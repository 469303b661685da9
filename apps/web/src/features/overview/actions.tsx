// The Overview action list (reports, sharing, lawyer, bank link, files). `?service` opens the probate lawyer dialog,
// `?services` the other services. The owner-death dialog records the death of an owner who planned ahead.
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  awaitingDeath,
  MSG_ARCHIVE_AS_SAVED,
  MSG_ARCHIVE_SAMPLE,
  MSG_ARCHIVE_SAVE_FIRST,
  MSG_ARCHIVE_VIEW_ONLY,
  MSG_SAMPLE_SHARE,
  MSG_SAVE_BEFORE_SHARE,
  setDeathDate,
  todayIso,
} from '@probity/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DateInput } from '../../components/date-input';
import { runOp, useEstateStore, useFacts, useReadOnly } from '../../estate';
import { startDownload } from '../../lib/start-download';
import { openBankLink } from '../bank-import';
import { openEstateFiles } from '../files';
import { ProbateDialog, ServicesDialog } from '../licence';
import { openReport } from '../reports';
import { openUserAccess } from '../sharing';

interface Action {
  label: string;
  hint: string;
  to?: string;
  onClick?: () => void;
}

export function ActionList() {
  const navigate = useNavigate();
  const readOnly = useReadOnly();
  const [params, setParams] = useSearchParams();
  const mode = useEstateStore((s) => s.mode);
  const role = useEstateStore((s) => s.role);
  const estateId = useEstateStore((s) => s.estateId);
  const shareAccess = () =>
    mode === 'new'
      ? notifications.show({ message: MSG_SAVE_BEFORE_SHARE, color: 'yellow' })
      : openUserAccess();
  // The whole estate as one file (issue 41), as saved: the server reads it, with its files and reports.
  // (The save feature's code is fetched at the click: imported here, it joined every page's first script.)
  const downloadEverything = async () => {
    if (mode === 'new' || !estateId)
      return void notifications.show({ message: MSG_ARCHIVE_SAVE_FIRST, color: 'yellow' });
    const { selectIsDirty } = await import('../save');
    if (selectIsDirty(useEstateStore.getState()))
      notifications.show({ message: MSG_ARCHIVE_AS_SAVED, color: 'yellow' });
    startDownload(`/api/estate/${encodeURIComponent(estateId)}/archive`);
  };
  const service = params.has('service');
  const services = params.has('services');
  /** Opens or closes a dialog kept in the address (?service, ?services), so a payment page can come back to it. */
  const setFlag = (flag: 'service' | 'services', on: boolean) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (on) n.set(flag, '1');
      else n.delete(flag);
      return n;
    });
  const actions: Action[] = [
    {
      label: 'Inventory Report',
      hint: 'Every asset and debt, grouped as probate courts expect',
      onClick: () => openReport('inventory'),
    },
    {
      label: 'Share Access',
      hint:
        mode === 'sample'
          ? MSG_SAMPLE_SHARE
          : role === 'view'
            ? 'Only the owner and editors see who has access'
            : 'Invite a co-executor, a lawyer or the heirs',
      onClick: mode === 'sample' || role === 'view' ? undefined : shareAccess,
    },
    { label: 'Use Lawyer', hint: 'A probate lawyer to help you', onClick: () => setFlag('service', true) },
    {
      label: 'Accounting Report',
      hint: 'The accounting a court or the heirs expect, balanced to the cent',
      onClick: () => openReport('accounting'),
    },
    {
      label: 'Link to Bank',
      hint: readOnly
        ? 'Inapplicable for the Sample estate'
        : "Download the estate account's transactions from its bank",
      onClick: readOnly ? undefined : openBankLink,
    },
    { label: 'Address Book', hint: 'Every contact, to print or save', onClick: () => openReport('contacts') },
    {
      label: 'Tax Worksheets',
      hint: 'The estate’s tax year and the figures its tax preparer needs, year by year',
      onClick: () => openReport('taxes'),
    },
    { label: 'Manage Files', hint: 'Every file of the estate', onClick: openEstateFiles },
    {
      label: 'Download Everything',
      hint:
        mode === 'sample'
          ? MSG_ARCHIVE_SAMPLE
          : role === 'view'
            ? MSG_ARCHIVE_VIEW_ONLY
            : 'The whole estate in one file: its records, files, reports and ledger, to keep or to import elsewhere',
      onClick: mode === 'sample' || role === 'view' ? undefined : downloadEverything,
    },
    {
      label: 'More Services',
      hint: 'Professional help for a fixed price',
      onClick: () => setFlag('services', true),
    },
  ];
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Actions
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {actions.map((a) => {
          const live = a.to !== undefined || a.onClick !== undefined;
          return (
            <Tooltip key={a.label} label={a.hint}>
              <Button
                variant={live ? 'light' : 'default'}
                disabled={!live}
                // two to a row on a phone: a long label wraps onto a second line instead of being cut
                h="auto"
                mih={44}
                py={6}
                styles={{
                  inner: { height: 'auto' },
                  label: { whiteSpace: 'normal', textAlign: 'center', height: 'auto', overflow: 'visible' },
                }}
                onClick={a.onClick ?? (() => a.to && navigate(a.to))}
                data-testid={`action-${a.label.replace(/ /g, '-')}`}
              >
                {a.label}
              </Button>
            </Tooltip>
          );
        })}
      </SimpleGrid>
      {service && <ProbateDialog onClose={() => setFlag('service', false)} />}
      {services && <ServicesDialog onClose={() => setFlag('services', false)} />}
    </Card>
  );
}

/** For an estate planned by its owner: record the owner's death, changing the user's role after confirmation. */
export function OwnerDeathCard() {
  const f = useFacts();
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(todayIso());
  const [error, setError] = useState<string | null>(null);
  if (readOnly || !f.meta.is_user_dec || !awaitingDeath(f)) return null;
  const submit = async () => {
    const r = await runOp((fx, ctx) => setDeathDate(fx, date, ctx), { onError: setError });
    if (r.kind === 'ok') setOpen(false);
  };
  return (
    <Card withBorder>
      <Group justify="space-between">
        <Text size="sm">You are planning ahead for your own {f.meta.trust ? 'trust' : 'estate'}.</Text>
        <Button size="xs" variant="light" onClick={() => setOpen(true)} data-testid="owner-death-open">
          Record the owner's death
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Record the owner's death">
        <Stack gap="xs" data-testid="owner-death-dialog">
          <Text size="sm">
            Entering the date of death starts the settling of the estate. Your role then changes from owner
            planning ahead to the person settling it.
          </Text>
          <DateInput
            label="Date of death"
            value={date}
            onCommit={setDate}
            maxDate={todayIso()}
            data-testid="owner-death-date"
          />
          {error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={submit} data-testid="owner-death-save">
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
