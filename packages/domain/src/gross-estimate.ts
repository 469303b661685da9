/**
 * The estimated gross estate (cents) before refunds: each asset held at death at its value pre-death while death is
 * awaited, else at death (the other when one is missing); while no asset has a value yet, the estimate the
 * quick start recorded (gval_stated). The engine's gval_estimate and the tasks' Form 706 rule both read it.
 */
interface Valued {
  readonly date?: unknown;
  readonly sundry_refunds?: unknown;
  readonly val_pre?: unknown;
  readonly val_death?: unknown;
}

const cents = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function grossEstimate(assets: readonly Valued[], awaiting: boolean, stated: unknown): number {
  let sum = 0;
  let valued = false;
  for (const a of assets) {
    if (a.date || a.sundry_refunds === true) continue;
    const pre = cents(a.val_pre);
    const death = cents(a.val_death);
    if (pre !== null || death !== null) valued = true;
    sum += (awaiting ? (pre ?? death) : (death ?? pre)) ?? 0;
  }
  return valued ? sum : (cents(stated) ?? 0);
}
