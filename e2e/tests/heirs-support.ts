// The heirs' side's arrangements, shared by its specs: an executor with the two-heirs estate, and Nora invited as
// its beneficiary through the API.

import { twoHeirsEstate } from '@probity/domain/fixtures';
import { type Browser, expect, type Page } from './fixtures';
import { signUp } from './support';

const write = { 'x-probity': '1' };

/** The fixture's estate: two heirs, Nora's half of the house given, $20,000 planned for her, $5,000 to Sam. */
export async function estateWithHeirs(page: Page): Promise<string> {
  const res = await page.request.post('/api/estates', {
    headers: write,
    data: twoHeirsEstate(`Heirs ${Date.now()}`),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payload.id as string;
}

/** Through the API: the executor invites a new account as Nora's beneficiary, which accepts. */
export async function noraInvited(browser: Browser, owner: Page, id: string) {
  const heirs = (await (await owner.request.get(`/api/estate/${id}/heirs`)).json()).payload as {
    id: number;
    name: string;
  }[];
  const noraId = heirs.find((h) => h.name === 'Nora Brooks')?.id;
  const heir = await (await browser.newContext()).newPage();
  const email = await signUp(heir.request, 'Nora Brooks');
  const sent = await owner.request.post(`/api/estate/${id}/ua`, {
    headers: write,
    data: { name: 'Nora Brooks', email, access: 3, heir_id: noraId },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL((await sent.json()).payload.link).pathname.split('/').pop();
  expect((await heir.request.post(`/api/invite/${token}`, { headers: write })).status()).toBe(200);
  return { heir, email };
}

export async function ownerWithEstate(browser: Browser) {
  const owner = await (await browser.newContext()).newPage();
  await signUp(owner.request, 'Olive Owner');
  return { owner, id: await estateWithHeirs(owner) };
}

/** Through the API: the executor publishes an accounting of the whole estate so far (Accounting 1). */
export async function accountingPublished(owner: Page, id: string) {
  const { revision } = (await (await owner.request.get(`/api/estate/${id}`)).json()).payload;
  const res = await owner.request.post(`/api/estate/${id}/accountings`, {
    headers: write,
    data: {
      options: {
        start: '2026-03-01', // the fixture's death
        end: '2026-12-31',
        approach: 'carry',
        format: 'uniform',
        lines: true,
        zeros: false,
      },
      rev: revision,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const WILL_PDF = Buffer.from('%PDF-1.4\n% the will, a summary for the heirs\n%%EOF\n');

/** Through the API: the executor stores a PDF among the Estate Files (slot, then its bytes) and answers its name. */
export async function fileStored(owner: Page, id: string, name = 'Will summary.pdf'): Promise<string> {
  const ask = await owner.request.post(`/api/estate/${id}/file`, {
    headers: write,
    data: { name, size: WILL_PDF.length, type: 'application/pdf' },
  });
  expect(ask.status(), await ask.text()).toBe(200);
  const slot = (await ask.json()).payload as {
    url: string;
    headers: Record<string, string>;
    blob_name: string;
  };
  const put = await owner.request.put(slot.url, { headers: { ...write, ...slot.headers }, data: WILL_PDF });
  expect(put.status(), await put.text()).toBe(200);
  return slot.blob_name;
}

/** Through the API: the executor sends Nora a receipt and release resting on Accounting 1. */
export async function releaseSent(owner: Page, id: string, heirName = 'Nora Brooks'): Promise<number> {
  const heirs = (await (await owner.request.get(`/api/estate/${id}/heirs`)).json()).payload as {
    id: number;
    name: string;
  }[];
  const res = await owner.request.post(`/api/estate/${id}/releases`, {
    headers: write,
    data: { heir_id: heirs.find((h) => h.name === heirName)?.id, accounting: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payload.id as number;
}
