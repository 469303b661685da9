// The import dialog's review: every waiting row with what the import proposes, ordered from already booked to new
// (Exists, Exists?, Matched, Matched?, Choose?, New); the user accepts rows (all, or those ticked), picks a
// transaction where asked to choose, or unmatches a row to book it as new. Accepting is one edit of the working
// copy, saved with the next Save.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ALL_CATS,
  acceptImports,
  type BankDownload,
  defaultImportCat,
  formatDisplayDate,
  formatMoney,
  IMPORT_ACTION_LABEL,
  IMPORT_ACTIONS,
  IMPORT_CATS,
  type ImportDecision,
  importItemKind,
  isTradeLeg,
  MSG_IMPORT_CHOOSE,
  MSG_IMPORT_CONFLICTS,
  MSG_NO_NEW_IMPORTS,
  MSG_TRADE_SKIPPED,
  type Proposal,
  proposeImports,
} from '@probity/domain';
import { useMemo, useState } from 'react';
import { CARDS_BELOW_PX } from '../../components/grid/card-layout';
import { errorsToCaller, runOp, settleDownloads, useDerived, useEstateStore, useFacts } from '../../estate';

/** How long the import's status line stays (4 s: time to read it, then out of the way). */
const STATUS_MS = 4000;
/** Rows drawn at first: a year of statements draws at once; Accept all still takes every row. */
const PAGE_ROWS = 200;

const rowOf = (d: BankDownload) => ({ id: d.transaction_id, date: d.date ?? '', val: d.val, name: d.name });

export function ImportReview({ assetId, onDone }: { assetId: number; onDone: () => void }) {
  const f = useFacts();
  const d = useDerived();
  const downloads = useEstateStore((s) => s.work.lists.bank_downloads);
  const waiting = useMemo(
    () => downloads.filter((x) => x.asset_id === assetId && x.action === 'new' && x.date),
    [downloads, assetId],
  );
  const proposals = useMemo(() => {
    const byRow = new Map(waiting.map((w) => [w.transaction_id, w]));
    return proposeImports(f, d, assetId, waiting.map(rowOf))
      .map((p) => ({ p, dl: byRow.get(p.row.id) as BankDownload }))
      .sort((a, b) => IMPORT_ACTIONS.indexOf(a.p.action) - IMPORT_ACTIONS.indexOf(b.p.action));
  }, [f, d, assetId, waiting]);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [unmatched, setUnmatched] = useState<Set<number>>(new Set());
  /** Trade legs the user chose to book after all. */
  const [bookTrade, setBookTrade] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE_ROWS);
  const cards = useMediaQuery(`(max-width: ${CARDS_BELOW_PX - 0.02}px)`) ?? false;
  /** A new row's category and counterpart as the user set them (the default category otherwise). */
  const [booking, setBooking] = useState<Record<number, { cat: number; item: number | null }>>({});
  // Each row comes with its proposed category (the payee's last, the statement's own, its words) until the user
  // picks another.
  const bookingOf = (dl: BankDownload) =>
    booking[dl.id] ?? (dl.cat === null ? undefined : { cat: dl.cat, item: null });
  const nameOf = (id: number) => {
    const t = f.txacts.find((x) => x.id === id);
    return t
      ? `${formatDisplayDate(t.date) || 'Plan'}: ${t.name || 'Transaction'} ${formatMoney(t.val)}`
      : '';
  };

  /** A trade leg still to be booked as new is left out unless the user books it. */
  const skipped = (p: Proposal, dl: BankDownload) =>
    isTradeLeg(dl) && !bookTrade.has(dl.id) && (unmatched.has(dl.id) || p.action === 'new');

  const decisionOf = ({ p, dl }: { p: Proposal; dl: BankDownload }): ImportDecision | 'choose' => {
    if (skipped(p, dl)) return { kind: 'skip', row: p.row };
    if (unmatched.has(dl.id) || p.action === 'new') return { kind: 'new', row: p.row, ...bookingOf(dl) };
    if (p.action === 'exists' || p.action === 'exists?') return { kind: 'same', row: p.row };
    const txact = p.action === 'choose?' ? chosen[dl.id] : p.matches[0];
    return txact === undefined ? 'choose' : { kind: 'merge', row: p.row, txact };
  };

  const accept = async (which: typeof proposals) => {
    setProblem(null);
    const decided = which.map((x) => ({ x, dec: decisionOf(x) }));
    if (decided.some((y) => y.dec === 'choose')) {
      setProblem(MSG_IMPORT_CHOOSE);
      return;
    }
    const decisions = decided.map((y) => y.dec as ImportDecision);
    const orphan = decisions.find(
      (x) => x.kind === 'new' && x.cat !== undefined && importItemKind(x.cat) && !x.item,
    );
    if (orphan) {
      setProblem(
        `Choose the ${importItemKind(orphan.kind === 'new' ? (orphan.cat ?? 0) : 0)} for ${orphan.row.name}`,
      );
      return;
    }
    let rejected: string[] = [];
    const r = await runOp((fx, ctx) => {
      const out = acceptImports(fx, assetId, decisions, ctx);
      rejected = out.rejected ?? [];
      return out;
    }, errorsToCaller);
    if (r.kind !== 'ok') {
      if (r.kind === 'error') setProblem(r.msg);
      return;
    }
    const done = new Map<number, BankDownload['action']>();
    for (const { x, dec } of decided) {
      if (rejected.includes(x.p.row.id) || dec === 'choose') continue;
      done.set(
        x.dl.id,
        dec.kind === 'merge'
          ? 'match'
          : dec.kind === 'skip' || (dec.kind === 'same' && x.p.action === 'exists?')
            ? 'ignore'
            : 'exists',
      );
    }
    settleDownloads(done);
    setTicked(new Set());
    if (rejected.length) setProblem(MSG_IMPORT_CONFLICTS);
    const trades = decided.filter((y) => y.dec !== 'choose' && y.dec.kind === 'skip').length;
    const taken = done.size - trades;
    notifications.show({
      message: `${taken} imported row${taken === 1 ? '' : 's'} accepted${
        trades ? `, ${trades} trade${trades === 1 ? '' : 's'} inside the account not booked` : ''
      }. Save to keep them.`,
      autoClose: STATUS_MS,
      withBorder: true,
    });
    if (!rejected.length && done.size === proposals.length) onDone();
  };

  const tick = (id: number, on: boolean) =>
    setTicked((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  /** One row's pieces, laid out as a table row on a laptop and as a card on a phone. */
  const partsOf = ({ p, dl }: { p: Proposal; dl: BankDownload }) => {
    const action = unmatched.has(dl.id) ? 'new' : p.action;
    const skip = skipped(p, dl);
    return {
      key: dl.id,
      label: skip ? 'Skip' : IMPORT_ACTION_LABEL[action],
      check: (
        <Checkbox
          aria-label={`Select ${p.row.name}`}
          checked={ticked.has(dl.id)}
          onChange={(e) => tick(dl.id, e.currentTarget.checked)}
        />
      ),
      date: formatDisplayDate(p.row.date),
      name: p.row.name,
      amount: formatMoney(p.row.val),
      with: skip ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" data-testid="import-trade">
            {MSG_TRADE_SKIPPED}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setBookTrade((s) => new Set(s).add(dl.id))}
            aria-label={`Book ${p.row.name} all the same`}
          >
            Book it
          </Button>
        </Stack>
      ) : action === 'choose?' ? (
        <Select
          size="xs"
          placeholder="Choose a transaction"
          aria-label={`Transaction for ${p.row.name}`}
          data={p.matches.map((m) => ({ value: String(m), label: nameOf(m) }))}
          value={chosen[dl.id] === undefined ? null : String(chosen[dl.id])}
          onChange={(v) => setChosen((c) => ({ ...c, [dl.id]: Number(v) }))}
        />
      ) : action === 'new' ? (
        <NewRowBooking
          name={p.row.name}
          val={p.row.val}
          assetId={assetId}
          value={bookingOf(dl)}
          onChange={(b) => setBooking((x) => ({ ...x, [dl.id]: b }))}
        />
      ) : (
        p.matches[0] !== undefined && <Text size="sm">{nameOf(p.matches[0])}</Text>
      ),
      unmatch: action !== 'new' && action !== 'exists' && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setUnmatched((s) => new Set(s).add(dl.id))}
          aria-label={`Unmatch ${p.row.name}: import it as new`}
        >
          Unmatch
        </Button>
      ),
    };
  };
  const rows = proposals.slice(0, shown).map(partsOf);

  if (proposals.length === 0)
    return (
      <Text size="sm" data-testid="import-none">
        {MSG_NO_NEW_IMPORTS}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        {proposals.length} row{proposals.length === 1 ? '' : 's'} to review. Exists: already in the ledger.
        Matched: the row joins a transaction you entered. New: a transaction will be created, in the category
        proposed from its description (change it if it is wrong; the estate remembers your choice for the
        payee).
        {proposals.some((x) => skipped(x.p, x.dl)) && ' Skip: a trade inside the account, not booked.'}
      </Text>
      {cards ? (
        <Stack gap="xs" style={{ maxHeight: '55vh', overflowY: 'auto' }} data-testid="import-cards">
          {rows.map((r) => (
            <Paper key={r.key} withBorder p="xs" data-testid="import-row" data-action={r.label}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {r.check}
                <Text size="sm">{r.date}</Text>
                <Text size="sm" fw={600} data-figure ml="auto">
                  {r.amount}
                </Text>
              </Group>
              <Text size="sm" mt={4}>
                {r.name}
              </Text>
              <Group gap="xs" mt={4} justify="space-between">
                <Badge variant="light">{r.label}</Badge>
                {r.unmatch}
              </Group>
              {r.with && <div style={{ marginTop: 6 }}>{r.with}</div>}
            </Paper>
          ))}
        </Stack>
      ) : (
        <div style={{ overflowX: 'auto', maxHeight: '50vh' }}>
          <Table stickyHeader fz="sm" miw={640} data-testid="import-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32}>
                  <Checkbox
                    aria-label="Select every row"
                    checked={ticked.size === proposals.length}
                    onChange={(e) =>
                      setTicked(e.currentTarget.checked ? new Set(proposals.map((x) => x.dl.id)) : new Set())
                    }
                  />
                </Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>With or as</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Unmatch</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key} data-testid="import-row" data-action={r.label}>
                  <Table.Td>{r.check}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.date}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td ta="right" data-figure style={{ whiteSpace: 'nowrap' }}>
                    {r.amount}
                  </Table.Td>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td>{r.with}</Table.Td>
                  <Table.Td>{r.unmatch}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {proposals.length > shown && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="import-more">
            {proposals.length - shown} more rows not shown.
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setShown((n) => n + 5 * PAGE_ROWS)}>
            Show more
          </Button>
        </Group>
      )}
      {problem && (
        <Alert color="red" variant="light" data-testid="import-problem">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={ticked.size === 0}
          onClick={() => void accept(proposals.filter((x) => ticked.has(x.dl.id)))}
          data-testid="import-accept"
        >
          Accept selected
        </Button>
        <Button onClick={() => void accept(proposals)} data-testid="import-accept-all">
          Accept all
        </Button>
      </Group>
    </Stack>
  );
}

const CAT_LABEL = new Map(ALL_CATS.map((c) => [c.id, c.label]));

/** A new row's category, and its counterpart when the category has one (the other asset, the debt paid). */
function NewRowBooking({
  name,
  val,
  assetId,
  value,
  onChange,
}: {
  name: string;
  val: number;
  assetId: number;
  value: { cat: number; item: number | null } | undefined;
  onChange: (b: { cat: number; item: number | null }) => void;
}) {
  const f = useFacts();
  const cat = value?.cat ?? defaultImportCat(val);
  const kind = importItemKind(cat);
  const items =
    kind === 'asset'
      ? f.assets
          .filter((a) => a.id !== assetId && !a.sundry_refunds)
          .map((a) => ({ value: String(a.id), label: a.name }))
      : kind === 'debt'
        ? f.debts.map((x) => ({ value: String(x.id), label: x.name }))
        : [];
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={150}
        aria-label={`Category for ${name}`}
        data={(val >= 0 ? IMPORT_CATS.in : IMPORT_CATS.out).map((c) => ({
          value: String(c),
          label: CAT_LABEL.get(c) ?? '',
        }))}
        value={String(cat)}
        allowDeselect={false}
        onChange={(v) => onChange({ cat: Number(v), item: null })}
      />
      {kind && (
        <Select
          size="xs"
          w={150}
          placeholder={kind === 'asset' ? 'Which asset' : 'Which debt'}
          aria-label={`${kind === 'asset' ? 'Asset' : 'Debt'} for ${name}`}
          data={items}
          value={value?.item === null || value?.item === undefined ? null : String(value.item)}
          onChange={(v) => onChange({ cat, item: v === null ? null : Number(v) })}
        />
      )}
    </Group>
  );
}
