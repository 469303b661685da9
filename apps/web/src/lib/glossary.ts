/**
 * Plain-words meanings of the estate terms a grieving family member meets in column headers (issue: wording
 * for a non-expert). Keyed by the header as drawn, US and Canadian wording alike; the grid shows the meaning as
 * the header's tooltip, after the header itself. One place: a header that needs explaining is explained here.
 */
export const GLOSSARY: Readonly<Record<string, string>> = {
  Probate:
    'Probate is the court process that confirms the will and the executor. Ticked: this item goes through it, usually because it was in the name of the person alone, with no surviving joint owner or named beneficiary.',
  Plan: 'What is to happen to it: Distribute (handed to heirs), Sell, Discard, or Transfer (moved into another account). None until you decide.',
  'Planned Sale': 'The price you expect to get for it: planned amounts show what is still to come.',
  'Cost Basis':
    'What the asset counts as having cost, for tax: usually its value at the date of death. An heir who later sells it owes tax only on the gain above this figure.',
  ACB: 'Adjusted cost base: what the asset counts as having cost, for tax. The gain above it is what is taxed when it is sold or deemed sold.',
  Deemed:
    'Deemed disposition (Canada): at death the person is treated as having sold everything at its value that day, and the gain is taxed on the final return.',
  Ownership:
    'How the person held it: alone, jointly (a joint owner often takes it directly), or with a named beneficiary, which decides whether it passes through the estate.',
  'Value Now':
    'What it is worth today, after the sales, payments and distributions recorded on the Cashflow tab.',
  Resolved: 'The date the debt was settled: paid off or forgiven in full.',
  Forgiven: 'The part of the debt the lender agreed not to collect.',
  'Target %':
    'The share of the residue (what is left after bequests, debts and costs) the will gives this heir.',
  'Target Value': 'A fixed sum the will leaves this heir (a bequest), paid before the residue is shared.',
  Allocated: 'Everything set aside for this heir so far, done and planned distributions together.',
  Benefits:
    'What this heir receives outside the will, such as life insurance or an account that names them as beneficiary.',
  Distributed: 'What this heir has actually received so far.',
};

/** The header's tooltip: its own note if the column has one, else the meaning of the term, else the header. */
export function headerTip(header: string, own?: string): string {
  if (own) return own;
  const meaning = GLOSSARY[header];
  return meaning ? `${header}: ${meaning}` : header;
}
