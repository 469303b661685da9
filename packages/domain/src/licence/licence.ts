// Licensing (docs/api.md, Licences): the trial, the licence price and the volume tiers. Prices are Probity's
// own: one estate's licence, and a discount per licence when several are bought at once.

/** A new estate's trial, in days. */
export const TRIAL_DAYS = 10;
/** After a checkout the browser asks whether the estate is licensed this many times, this far apart (the payment's news can lag the return from the checkout). */
export const LICENCE_CONFIRM_TRIES = 3;
export const LICENCE_CONFIRM_GAP_MS = 4000;

export type Currency = 'usd' | 'cad';
/** Estates in Canada pay in Canadian dollars, the others in US dollars. */
export const currencyOf = (country: string): Currency => (country === 'ca' ? 'cad' : 'usd');

/** One estate's licence, in cents. */
export const LICENCE_PRICE: Record<Currency, number> = { usd: 19_900, cad: 26_900 };

/**
 * Volume licences, graduated: the 5th to 9th licence bought together cost 15% less, the 10th to 24th 25% less, from
 * the 25th 35% less. Buying one more therefore never costs less in total (a discount on every unit would make ten
 * licences cheaper than nine).
 */
export const VOLUME_TIERS = [
  { from: 1, percentOff: 0 },
  { from: 5, percentOff: 15 },
  { from: 10, percentOff: 25 },
  { from: 25, percentOff: 35 },
] as const;
export const VOLUME_MAX = 500;

export interface VolumePrice {
  /** One line per tier reached: how many licences at which unit price (cents). */
  lines: { count: number; unit: number; percentOff: number }[];
  total: number;
}

/** One licence's price in a tier (cents, rounded half up). */
export const tierUnitPrice = (currency: Currency, percentOff: number): number =>
  Math.round((LICENCE_PRICE[currency] * (100 - percentOff)) / 100);

/** The price of `num` licences bought together; the lines add up to the total, to the cent. */
export function volumePrice(num: number, currency: Currency): VolumePrice {
  const n = Math.min(VOLUME_MAX, Math.max(1, Math.floor(num)));
  const lines = VOLUME_TIERS.map((t, i) => {
    const upTo = (VOLUME_TIERS[i + 1]?.from ?? Number.POSITIVE_INFINITY) - 1;
    const count = Math.max(0, Math.min(n, upTo) - t.from + 1);
    // whole cents per licence, rounded half up
    return {
      count,
      unit: tierUnitPrice(currency, t.percentOff),
      percentOff: t.percentOff,
    };
  }).filter((l) => l.count > 0);
  return { lines, total: lines.reduce((s, l) => s + l.count * l.unit, 0) };
}

/** Whole days of trial left (a part day counts as a day), 0 once it has ended; null when there is none. */
export function trialDaysLeft(trialEnds: string | null, now: Date): number | null {
  if (!trialEnds) return null;
  const ms = Date.parse(trialEnds) - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** More file storage for a licensed estate (the lic_extra tiers of files/file-rules.ts), in cents; bought once per tier. */
export const STORAGE_PRICE: Record<'premium' | 'ultimate', Record<Currency, number>> = {
  premium: { usd: 4_900, cad: 6_500 },
  ultimate: { usd: 9_900, cad: 12_900 },
};
