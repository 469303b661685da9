import type { EstateRow } from '@probity/db';
import {
  type Facts,
  importLimitProblem,
  MSG_LICENCE_FOR_BANK,
  MSG_TRIAL_EXPIRED,
  TRIAL_DAYS,
} from '@probity/domain';
import { HttpError } from '../http/http-error.ts';

export const trialEnd = (created: Date): Date => new Date(created.getTime() + TRIAL_DAYS * 86_400_000);

/**
 * 402 when an unlicensed estate's trial has ended (the client opens the trial-expired dialog), on writes only.
 * Runs when licensing is on (`enforceTrial`: the default of the server; LICENSING=off turns it off).
 */
export function checkLicence(estate: EstateRow, enforce: boolean, now = new Date()): void {
  if (!enforce || estate.licensed || estate.owner_id === null) return;
  if (estate.trial_ends && estate.trial_ends < now) throw new HttpError(402, MSG_TRIAL_EXPIRED);
}

/** 402 when a save would take an unlicensed estate past the trial's import limit (the licence prompt). */
export function checkImportLimit(estate: EstateRow, facts: Facts, enforce: boolean): void {
  if (!enforce || estate.owner_id === null) return;
  const problem = importLimitProblem(facts, estate.licensed);
  if (problem) throw new HttpError(402, problem);
}

/** 402 when an unlicensed estate asks for a bank link (linking a bank is a licensed feature: docs/api.md, Licences). */
export function checkBankLicence(estate: EstateRow, enforce: boolean): void {
  if (enforce && !estate.licensed && estate.owner_id !== null) throw new HttpError(402, MSG_LICENCE_FOR_BANK);
}
