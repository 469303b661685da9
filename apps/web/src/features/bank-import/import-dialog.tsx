// Import transactions into an asset (docs/api.md, Bank import): pick a CSV, OFX or QFX file; a CSV
// then shows its columns as guessed (and as last used for this asset); the server stores the rows, and the review
// shows what each would do before anything is booked.
import { Alert, Button, FileInput, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { bankFileText, guessCsvFormat, readCsvGrid } from '@probity/domain';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { takeDownloads, useFacts, useTerms } from '../../estate';
import { errorText } from '../../lib/api';
import { csvFormatKey } from '../../lib/local-keys';
import { saveEstate } from '../save';
import { CsvColumns } from './csv-columns';
import { HoldingsValue } from './holdings-value';
import { type CsvFormat, type Imported, looksLikeOfx, pendingDownloads, uploadStatement } from './import-api';
import { ImportReview } from './import-review';
import { closeImport } from './import-store';
import { type ImportCounts, importSummary } from './import-summary';

type Step =
  | { at: 'file' }
  | { at: 'columns'; name: string; text: string; grid: string[][]; format: CsvFormat }
  | { at: 'accounts'; name: string; text: string; accounts: string[] }
  | { at: 'review'; result: Imported | null };

const remembered = (key: string, grid: string[][]): CsvFormat => {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as CsvFormat | null;
    if (
      saved &&
      Math.max(saved.date, saved.name, saved.amount ?? 0, saved.debit ?? 0, saved.credit ?? 0) <
        (grid[0]?.length ?? 0)
    )
      return saved;
  } catch {
    // a damaged entry: guess again
  }
  return guessCsvFormat(grid);
};

export function ImportDialog({
  assetId,
  review = false,
  synced = null,
}: {
  assetId: number;
  review?: boolean;
  /** The bank link's download that opened this review. */
  synced?: ImportCounts | null;
}) {
  const { estateId = '' } = useParams();
  const f = useFacts();
  const t = useTerms();
  const asset = f.assets.find((a) => a.id === assetId);
  const [step, setStep] = useState<Step>(review ? { at: 'review', result: null } : { at: 'file' });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Rows downloaded earlier and not yet decided: straight to the review.
  useEffect(() => {
    let live = true;
    pendingDownloads(estateId)
      .then((rows) => {
        if (!live) return;
        takeDownloads(rows);
        if (rows.some((r) => r.asset_id === assetId))
          setStep((s) => (s.at === 'file' ? { at: 'review', result: null } : s));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [estateId, assetId]);

  const send = async (body: Parameters<typeof uploadStatement>[2], rows?: number) => {
    setBusy(rows ? `Reading and matching ${rows.toLocaleString('en-US')} rows…` : 'Reading the statement…');
    setProblem(null);
    try {
      const result = await uploadStatement(estateId, assetId, body);
      if (result.accounts?.length) {
        setStep({ at: 'accounts', name: body.file_name, text: body.text, accounts: result.accounts });
        return;
      }
      takeDownloads(await pendingDownloads(estateId));
      setStep({ at: 'review', result });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const text = bankFileText(new Uint8Array(await file.arrayBuffer()));
    if (looksLikeOfx(file.name, text)) return send({ kind: 'ofx', text, file_name: file.name });
    const grid = readCsvGrid(text);
    if (grid.length === 0) return setProblem('This file holds no rows');
    setStep({
      at: 'columns',
      name: file.name,
      text,
      grid,
      format: remembered(csvFormatKey(estateId, assetId), grid),
    });
  };

  return (
    <Dialog
      opened
      onClose={closeImport}
      size="xl"
      title={`Import transactions into ${asset?.name ?? 'the asset'}`}
      testId="import-dialog"
    >
      <Stack gap="sm">
        {assetId < 0 && (
          <Alert color="orange" variant="light" data-testid="import-save-first">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {asset?.name ?? 'This asset'} is new: save the estate before importing into it.
              </Text>
              <Button size="xs" onClick={() => void saveEstate().then(closeImport)} data-testid="import-save">
                Save now
              </Button>
            </Stack>
          </Alert>
        )}
        {step.at === 'file' && assetId > 0 && (
          <>
            <Text size="sm">
              Download a statement from your bank's website as CSV, OFX or QFX (Quicken) and choose it here.
              Rows already in the ledger are {t.spell.recognized}, so importing an overlapping period again
              books nothing twice.
            </Text>
            <FileInput
              label="Statement file"
              placeholder="Choose a .csv, .ofx or .qfx file"
              accept=".csv,.txt,.ofx,.qfx"
              onChange={(file) => void pick(file)}
              disabled={!!busy}
              data-testid="import-file"
            />
          </>
        )}
        {step.at === 'columns' && (
          <>
            <CsvColumns
              grid={step.grid}
              format={step.format}
              onChange={(format) => setStep({ ...step, format })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep({ at: 'file' })}>
                Back
              </Button>
              <Button
                loading={!!busy}
                onClick={() => {
                  localStorage.setItem(csvFormatKey(estateId, assetId), JSON.stringify(step.format));
                  void send(
                    { kind: 'csv', text: step.text, file_name: step.name, format: step.format },
                    step.grid.length - (step.format.header ? 1 : 0),
                  );
                }}
                data-testid="import-send"
              >
                Import
              </Button>
            </Group>
          </>
        )}
        {step.at === 'accounts' && (
          <Select
            label="This file holds several accounts: which one is this asset?"
            data={step.accounts}
            onChange={(account) =>
              account && void send({ kind: 'ofx', text: step.text, file_name: step.name, account })
            }
            data-testid="import-account"
          />
        )}
        {step.at === 'review' && (
          <>
            {(step.result || synced) && (
              <Text size="sm" data-testid="import-result">
                {step.result ? importSummary(step.result, 'file') : synced && importSummary(synced, 'bank')}
              </Text>
            )}
            {step.result?.value && <HoldingsValue assetId={assetId} value={step.result.value} />}
            {step.result?.problems.slice(0, 5).map((p) => (
              <Text key={p.row} size="xs" c="red">
                Line {p.row}: {p.msg}
              </Text>
            ))}
            <ImportReview assetId={assetId} onDone={closeImport} />
          </>
        )}
        {busy && (
          <Group gap="xs" data-testid="import-busy">
            <Loader size="xs" />
            <Text size="sm">{busy}</Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" data-testid="import-error">
            {problem}
          </Alert>
        )}
      </Stack>
    </Dialog>
  );
}
