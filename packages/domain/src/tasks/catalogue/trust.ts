/**
 * The checklist of a trust settled after its settlor's death: which tasks it omits and its wording.
 *
 * Trust wording for task names and texts (as terminology.ts: estate becomes trust, executor becomes trustee, and
 * the Decedent tab is titled Trust). Taxes on the decedent's estate keep their legal names: estate tax, gross estate,
 * Ontario's estate administration tax, and of course real estate.
 */

/** Phrases where 'estate' names something else than the estate being settled. */
const KEEP =
  /\b(real estate|estate tax|estate administration tax|estate planning|gross estate|Estate Information Return)/gi;

/** The estate being settled becomes the trust. */
const ESTATE_RULES: readonly (readonly [RegExp, string])[] = [
  [/\bDecedent tab\b/g, 'Trust tab'],
  [/\ban estate\b/g, 'a trust'],
  [/\bAn estate\b/g, 'A trust'],
  [/\bestate(s?)\b/g, 'trust$1'],
  [/\bEstate(s?)\b(?! Account| Cashflow)/g, 'Trust$1'],
];

/** The executor becomes the trustee and the decedent the settlor. */
const PEOPLE_RULES: readonly (readonly [RegExp, string])[] = [
  [/\bExecutor tab\b/g, 'Trustee tab'],
  [/\ban executor\b/g, 'a trustee'],
  [/\bexecutor(s?)\b/g, 'trustee$1'],
  [/\bExecutor(s?)\b/g, 'Trustee$1'],
  [/\bdecedent(s?)\b/g, 'settlor$1'],
  [/\bDecedent(s?)\b/g, 'Settlor$1'],
];

/**
 * Tasks about the decedent's own estate, which a trust does not replace: the probate steps (they run only
 * if a will must be proved anyway) and the federal and state death taxes, levied on the gross estate.
 */
export const ESTATE_LEVEL: ReadonlySet<number> = new Set([
  6, 11, 32, 35, 44, 79, 80, 81, 82, 83, 84, 97, 98, 105,
]);

/**
 * Tasks a trust's list leaves out. The funeral (3) is arranged by the family or the executor named in the
 * will; the CPP death benefit (22) is paid to the deceased's estate on the executor's application; telling
 * the CRA of the death (23) is the legal representative's step for the deceased's own tax affairs. Death
 * certificates (5) stay: a trustee proves the settlor's death to every bank and registry holding trust assets.
 */
export const TRUST_OMITS: readonly number[] = [3, 22, 23];

/** The text in trust wording; protected phrases pass through untouched. */
export function trustWording(text: string, estateLevel = false): string {
  const kept: string[] = [];
  let out = text.replace(KEEP, (m) => `⟦${kept.push(m) - 1}⟧`);
  // In estate-level tasks only the people change: 'estate' keeps meaning the decedent's estate.
  for (const [re, to] of estateLevel ? PEOPLE_RULES : [...ESTATE_RULES, ...PEOPLE_RULES])
    out = out.replace(re, to);
  return out.replace(/⟦(\d+)⟧/g, (_m, i: string) => kept[Number(i)] ?? '');
}
