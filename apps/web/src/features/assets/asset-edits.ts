// What the Assets tab does to the estate, each through the engine's rule (messages and confirmations included).
import {
  ASSET_TYPE,
  type AssetPatch,
  deleteAsset,
  editAsset,
  MSG_SUNDRY_REFUNDS,
  setPlan,
} from '@probity/domain';
import type { EditResult } from '../../components/grid';
import { errorsToCaller, finishLater, type OpFn, type RunResult, runOp, runOpNow } from '../../estate';
import { commitLocationEdit } from '../locations';

export interface EditHooks {
  /** Shows a refusal or failure in the grid's message bar. */
  report: (msg: string | null) => void;
  /** The asset just became a Trust asset: the trust asset hint may show. */
  onTrust: () => void;
}

const refusal = (r: RunResult): string | null => (r.kind === 'error' ? r.msg : null);

/** A grid cell edit: run now; a confirmation or a new location continues asynchronously. */
export function editAssetCell(id: number, field: string, value: unknown, hooks: EditHooks): EditResult {
  if (field === 'loc_name') {
    commitLocationEdit(
      value,
      async (name) =>
        refusal(await runOp((f, ctx) => editAsset(f, id, { loc_name: name }, ctx), errorsToCaller)),
      hooks.report,
    );
    return null;
  }
  const op: OpFn =
    field === 'plan'
      ? (f, ctx) => setPlan(f, id, Number(value), ctx)
      : (f, ctx) => editAsset(f, id, { [field]: value } as AssetPatch, ctx);
  const r = runOpNow(op);
  if (r.kind === 'confirm') {
    finishLater(op, hooks.report);
    return null;
  }
  if (r.kind === 'ok' && field === 'i_type' && Number(value) === ASSET_TYPE.trust) hooks.onTrust();
  return refusal(r);
}

/** Patch from a dialog (cost basis, received date, unlink...): resolves with the refusal, if any. */
export async function patchAsset(id: number, patch: AssetPatch): Promise<string | null> {
  return refusal(await runOp((f, ctx) => editAsset(f, id, patch, ctx), errorsToCaller));
}

/** Deletes after the grid's confirmation; assets with transactions were confirmed by its text too. */
export async function deleteAssets(ids: number[], refunds: boolean): Promise<string | null> {
  if (refunds) return MSG_SUNDRY_REFUNDS;
  for (const id of ids) {
    const o = await runOp((f, ctx) => deleteAsset(f, id, ctx), {
      ...errorsToCaller,
      answers: { delete_asset_txacts: true },
    });
    if (o.kind === 'error') return o.msg;
  }
  return null;
}
