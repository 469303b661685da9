/**
 * Task ids the rules refer to by name. No id is ever renumbered: saved bitmaps and task links point at them.
 * Standard ids stay within 0..127 (four 32-bit maps); custom tasks start at 1000.
 */
export const TASK_ID = {
  deathDate: 1,
  willSubmit: 6,
  notifyEmployer: 10,
  notifyVeterans: 12,
  cancelServices: 19,
  notifySocialSecurity: 20,
  notifyServiceCanada: 21,
  notifyCra: 23,
  cancelHealthCard: 27,
  creditBureaus: 29,
  probate: 11,
  probateAppointment: 32,
  deathNotice: 34,
  notifyHeirs: 37,
  ancillaryProbate: 44,
  inStateAgent: 45,
  form56: 46,
  form56Final: 47,
  lifeInsurers: 48,
  retirementPlans: 49,
  cardIssuers: 50,
  motorVehicles: 51,
  locateWill: 63,
  sellRealEstate: 68,
  creditorWait: 71,
  priorYearReturn: 76,
  form706: 79,
  form8971: 81,
  stateTax: 82,
  stateInherit: 83,
  stateTaxClose: 84,
  closing706Request: 97,
  closing706Letter: 98,
  finalAccounting: 102,
  probateClosing: 105,
  advanceFirst: 110,
  advanceCompleted: 119,
} as const;

export const MAX_STANDARD_ID = 127;
export const CUSTOM_ID_START = 1000;
/** Custom tasks an estate may hold. */
export const MAX_CUSTOM_TASKS = 250;

/** Linked flips: N/A on the key task flips its follow-ups with it, both ways (README.md, Linked N/A). */
export const LINKED_NA: ReadonlyMap<number, readonly number[]> = new Map([
  [TASK_ID.form706, [TASK_ID.form8971, TASK_ID.closing706Request, TASK_ID.closing706Letter]],
  [
    TASK_ID.probate,
    [TASK_ID.probateAppointment, TASK_ID.notifyHeirs, TASK_ID.finalAccounting, TASK_ID.probateClosing],
  ],
  [TASK_ID.form56, [TASK_ID.form56Final]],
]);
