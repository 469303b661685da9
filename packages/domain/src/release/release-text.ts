// The receipt and release an heir signs in Probity (issue 39): every sentence the heir reads, in plain words. The
// electronic-signature consent follows what the US ESIGN Act asks before a consumer signs electronically (15 U.S.C.
// §7001(c): the right to paper, to withdraw consent, and how to keep a copy), which UETA states and the Canadian
// provinces' electronic commerce acts (for example Ontario's Electronic Commerce Act, 2000, s. 3) accept as a
// signature when the parties agree to it. Not legal advice: the note says so, and that some courts want their own form.
import { formatDisplayDate } from '../display-date.ts';
import { formatMoney } from '../money.ts';
import { terms } from '../terminology.ts';

export const RELEASE_TITLE = 'Receipt and release';

export const RELEASE_CONSENT =
  'I agree to sign this document electronically. My typed name and my click on Sign will count as my handwritten ' +
  'signature. I know that I may ask the executor for a paper copy to sign by hand instead, that I may decline here ' +
  'rather than sign, and that I can download the signed document as a PDF from this page to keep.';

export const RELEASE_NOT_ADVICE =
  'This receipt and release is written in plain words to help settle the estate. It is not legal advice. Some ' +
  'courts ask for their own form or for a signature before a notary; if yours does, the executor will tell you, ' +
  'and you may want to ask a lawyer before you sign.';

export interface ReleaseFacts {
  country: string;
  trust: boolean;
  estateName: string;
  executorName: string;
  heirName: string;
  /** What the heir received, in cents. */
  total: number;
  accounting: { number: number; end: string; json_sha256: string };
}

/** The statements the heir confirms, one checkbox each, in this order. */
export function releaseStatements(r: ReleaseFacts): string[] {
  const t = terms(r.country, r.trust);
  const acc = `Accounting ${r.accounting.number}`;
  return [
    `I, ${r.heirName}, received from ${r.executorName}, as ${t.executor} of ${r.estateName}, the distributions listed in this document, worth ${formatMoney(r.total)} in all.`,
    `I have read ${acc}, which covers the ${t.estate} up to ${formatDisplayDate(r.accounting.end)}, and I have no question about it that is still unanswered.`,
    `I release ${r.executorName} from any claim of mine about these distributions and about the ${t.estate}'s administration as ${acc} shows it. This does not cover anything that was kept from me or left out of ${acc}.`,
  ];
}
