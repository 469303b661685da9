import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Client, signUp } from './helpers.ts';

/** The two-heirs fixture's accounting (its death on 1 March 2026) to the end of the year, in the uniform court format. */
export const ACCOUNTING_2026 = {
  start: '2026-03-01',
  end: '2026-12-31',
  approach: 'carry',
  format: 'uniform',
  lines: true,
  zeros: false,
} as const;

/** The heirs' side's tests: an heir of the estate invited as a beneficiary, who signs up and takes it up. */
export async function beneficiaryOf(
  app: FastifyInstance,
  owner: Client,
  estateId: string,
  heirId: number,
  name = 'Nora Brooks',
): Promise<Client> {
  const heir = await signUp(app, 'heir', name);
  const invited = await owner.call('POST', `/api/estate/${estateId}/ua`, {
    name,
    email: heir.email,
    access: 3,
    heir_id: heirId,
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = (invited.json().payload.link as string).split('/invite/')[1];
  expect((await heir.call('POST', `/api/invite/${token}`)).statusCode).toBe(200);
  return heir;
}

/** A PDF's text as pdftotext reads it, its runs of white space made one space. */
export function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'probity-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ');
}
