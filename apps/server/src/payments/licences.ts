// Licences (docs/api.md, Licences): one estate's licence through a checkout, volume licences bought ahead and assigned
// with the password, and the paid checkout applied once whichever way the news arrives (the provider's notice,
// the browser's confirmation, or the local checkout's Pay).
import {
  addAudit,
  addLicenceCredits,
  type EstateRow,
  findEstate,
  findProbateService,
  licenceCreditsOf,
  licenseEstate,
  lockEstate,
  markPaid,
  markProbatePaid,
  openPaymentsOf,
  openVolumeOf,
  type PaymentRow,
  raiseStorageTier,
  takeLicenceCredit,
} from '@probity/db';
import {
  CODE_BAD_PASSWORD,
  currencyOf,
  LIC_TIER,
  LICENCE_PRICE,
  MSG_ALREADY_LICENSED,
  MSG_BAD_PASSWORD,
  MSG_ESTATE_MISSING,
  MSG_LICENSE_FIRST,
  MSG_STORAGE_HELD,
  msgNoLicencesLeft,
  STORAGE_PRICE,
  spelling,
  tierUnitPrice,
  todayIso,
  VOLUME_TIERS,
  volumePrice,
} from '@probity/domain';
import { passwordMatches } from '../auth/check-password.ts';
import type { SessionUser } from '../auth/session.ts';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import { estateTitle } from '../sharing/shares.ts';
import { openCheckout } from './open-checkout.ts';

/** Opens the checkout of one estate's licence; answers the payment page's address. */
export async function startLicenceCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow,
): Promise<string> {
  if (estate.licensed) throw conflict(MSG_ALREADY_LICENSED);
  const { url } = await openCheckout(ctx, user, estate, {
    kind: 'licence',
    amount: LICENCE_PRICE[currencyOf(estate.country_code)],
    description: `Probity ${spelling(estate.country_code).licence} for ${estateTitle(estate)}`,
    back: 'licence=check',
  });
  return url;
}

/** Opens a checkout of a larger storage tier (lic_extra) for a licensed estate; the tier rides in quantity. */
export async function startStorageCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow,
  tier: 'premium' | 'ultimate',
): Promise<string> {
  if (!estate.licensed) throw new HttpError(402, MSG_LICENSE_FIRST);
  if ((estate.lic_extra ?? 0) >= LIC_TIER[tier]) throw conflict(MSG_STORAGE_HELD);
  const { url } = await openCheckout(ctx, user, estate, {
    kind: 'storage',
    amount: STORAGE_PRICE[tier][currencyOf(estate.country_code)],
    quantity: LIC_TIER[tier],
    description: `Probity ${tier} storage for ${estateTitle(estate)}`,
    back: 'licence=storage',
  });
  return url;
}

/** Opens a checkout of `num` licences to assign later (volume licences), priced by the tiers. */
export async function startVolumeCheckout(
  ctx: AppContext,
  user: SessionUser,
  estate: EstateRow,
  num: number,
) {
  const price = volumePrice(num, currencyOf(estate.country_code)).total;
  const { id, url } = await openCheckout(ctx, user, estate, {
    kind: 'volume',
    amount: price,
    quantity: num,
    description: `${num} Probity ${num === 1 ? spelling(estate.country_code).licence : spelling(estate.country_code).licences}`,
    back: 'licence=volume',
  });
  return { price, url, intent_id: id };
}

/** The volume tiers in the estate's currency, the licences the user holds, an open volume checkout. */
export async function licencePricing(ctx: AppContext, user: SessionUser, estate: EstateRow) {
  const currency = currencyOf(estate.country_code);
  const [num, open] = await Promise.all([licenceCreditsOf(ctx.db, user.id), openVolumeOf(ctx.db, user.id)]);
  return {
    currency,
    tiers: VOLUME_TIERS.map((t) => ({
      from: t.from,
      unit: tierUnitPrice(currency, t.percentOff),
      percent_off: t.percentOff,
    })),
    num,
    intent: open?.id ?? null,
  };
}

/**
 * A checkout the provider holds as paid: applied once (markPaid answers the row only the first time). A licence
 * licenses its estate; volume licences become credits of the buyer; a service is paid by its row alone. Each is
 * an audit entry (of the estate; a service bought on its own, of nobody's estate).
 */
export async function applyPaid(ctx: AppContext, paymentId: string): Promise<PaymentRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const row = await markPaid(tx, paymentId);
    if (!row) return undefined;
    if (row.kind === 'licence' && row.estate_id) await licenseEstate(tx, row.estate_id, todayIso());
    if (row.kind === 'volume') await addLicenceCredits(tx, row.user_id, row.quantity);
    if (row.kind === 'storage' && row.estate_id) await raiseStorageTier(tx, row.estate_id, row.quantity);
    if (row.kind === 'probate' && row.estate_id) {
      const svc = await findProbateService(tx, row.estate_id);
      await markProbatePaid(tx, row.estate_id, svc?.state ?? '', svc?.county ?? '');
      // the probate service includes the licence of an estate that has none (docs/api.md, probate lawyer service)
      const estate = await findEstate(tx, row.estate_id);
      if (estate && !estate.licensed) await licenseEstate(tx, row.estate_id, todayIso());
    }
    await addAudit(tx, {
      estate_id: row.estate_id,
      user_id: row.user_id,
      action:
        {
          licence: 'licence_bought',
          volume: 'licences_bought',
          storage: 'storage_bought',
          probate: 'probate_service_bought',
          service: 'service_bought',
        }[row.kind] ?? row.kind,
      detail: {
        payment: row.id,
        provider: row.provider,
        amount: row.amount,
        currency: row.currency,
        quantity: row.quantity,
        ...(row.item ? { item: row.item, name: ctx.services[row.item]?.name ?? row.item } : {}),
      },
    });
    return row;
  });
}

/**
 * GET ?lic_confirm=y: the browser asks after the payment page sent the payer back. A checkout the provider says
 * is paid but whose notice has not come yet is applied now.
 */
export async function confirmLicence(ctx: AppContext, estate: EstateRow) {
  if (!estate.licensed)
    for (const p of await openPaymentsOf(ctx.db, estate.id))
      if (await ctx.payments.checkoutPaid(p.id)) await applyPaid(ctx, p.id);
  const now = await findEstate(ctx.db, estate.id);
  return { licensed: !!now?.licensed, lic_date: now?.lic_date ?? null };
}

/** POST /api/license {cmd: 'assign'}: one of the user's volume licences onto the estate, after the password. */
export async function assignLicence(ctx: AppContext, user: SessionUser, estateId: string, password: string) {
  if (!(await passwordMatches(ctx, user, password)))
    throw new HttpError(403, MSG_BAD_PASSWORD, CODE_BAD_PASSWORD);
  return ctx.db.transaction(async (tx) => {
    const estate = await lockEstate(tx, estateId);
    if (!estate) throw notFound(MSG_ESTATE_MISSING);
    if (estate.licensed) throw conflict(MSG_ALREADY_LICENSED);
    if (!(await takeLicenceCredit(tx, user.id)))
      throw new HttpError(402, msgNoLicencesLeft(estate.country_code));
    await licenseEstate(tx, estateId, todayIso());
    await addAudit(tx, { estate_id: estateId, user_id: user.id, action: 'licence_assigned' });
    return { licensed: true as const, left: await licenceCreditsOf(tx, user.id) };
  });
}
