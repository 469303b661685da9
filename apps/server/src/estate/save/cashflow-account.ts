import { ASSET_TYPE, type CreateEstateBody, ESTATE_CASHFLOW_ACCOUNT_NAME, ZAsset } from '@probity/domain';

/** The lowest temporary id in use anywhere in the body: new items need ids unique across all parts. */
function lowestId(body: CreateEstateBody): number {
  let min = 0;
  for (const list of [
    body.assets,
    body.debts,
    body.contacts,
    body.heirs,
    body.txacts,
    body.exec_expenses,
    body.exec_log,
    body.locs,
  ]) {
    for (const x of list) if (x.id < min) min = x.id;
  }
  return min;
}

/**
 * Every new estate starts with its 'Estate Cashflow Account', the account the executor pays from and
 * into. A body that already has an estate account (the browser may have created it) keeps its own.
 */
export function withCashflowAccount(body: CreateEstateBody): CreateEstateBody {
  if (body.assets.some((a) => a.i_type === ASSET_TYPE.estateAccount)) return body;
  const account = ZAsset.parse({
    id: lowestId(body) - 1,
    name: ESTATE_CASHFLOW_ACCOUNT_NAME,
    i_type: ASSET_TYPE.estateAccount,
    probate: true,
  });
  return { ...body, assets: [account as CreateEstateBody['assets'][number], ...body.assets] };
}
