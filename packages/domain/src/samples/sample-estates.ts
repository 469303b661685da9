import {
  ASSET_TYPE,
  type CreateEstateBody,
  DEBT_TYPE,
  SAMPLE_ASSET_CENTS,
  SAMPLE_DEATH_DAYS_AGO,
  SAMPLE_DEATH_STATE_CA,
  SAMPLE_DEATH_STATE_US,
  SAMPLE_DEBT_CENTS,
  SAMPLE_EXEC_STATE,
  SAMPLE_EXPENSE_CENTS,
  SAMPLE_LOG_HOURS,
  shiftDays,
  ZCreateEstateBody,
} from '../index.ts';
import { withInventory } from './sample-inventory.ts';
import { withLedger } from './sample-ledger.ts';
import { withTaskProgress } from './sample-tasks.ts';

// The read-only Sample estates: open to anyone, saved by no one. Later issues add their own entities here; dates are relative
// to today so the Sample always looks like an estate in its first months.

export interface SampleEstate {
  id: 'sample' | 'sample_ca';
  body: CreateEstateBody;
}

export function sampleEstates(today: string): SampleEstate[] {
  const death = shiftDays(today, -SAMPLE_DEATH_DAYS_AGO);
  const common = (country: 'us' | 'ca') => ({
    assets: [
      {
        id: -1,
        name:
          country === 'us'
            ? 'Savings account, Peachtree Community Bank'
            : 'Savings account, Lakeshore Credit Union',
        account: 'xxxx-4821',
        i_type: ASSET_TYPE.deposit,
        val_pre: SAMPLE_ASSET_CENTS,
        val_death: SAMPLE_ASSET_CENTS,
      },
    ],
    debts: [
      {
        id: -2,
        name: 'Credit card balance',
        account: 'xxxx-9917',
        i_type: DEBT_TYPE.creditCard,
        val_pre: SAMPLE_DEBT_CENTS,
        val_death: SAMPLE_DEBT_CENTS,
      },
    ],
    exec_expenses: [
      {
        id: -3,
        date: shiftDays(death, 12),
        name: 'Certified copies of the death certificate',
        val: SAMPLE_EXPENSE_CENTS,
      },
    ],
    exec_log: [
      {
        id: -4,
        date: shiftDays(death, 9),
        hours: SAMPLE_LOG_HOURS,
        name: 'Gathered papers, met with the lawyer',
      },
    ],
  });
  const us = ZCreateEstateBody.parse({
    meta: {
      label: 'Sample Estate',
      country_code: 'us',
      state: SAMPLE_DEATH_STATE_US,
      state_exec: SAMPLE_EXEC_STATE,
    },
    dec: {
      name: 'Eleanor May Whitfield',
      birth_date: '1941-03-14',
      death_date: death,
      residence: '118 Magnolia Lane, Macon',
      residence_addr_state: 'GA',
      residence_addr_county: 'Bibb',
      residence_addr_country: 'US',
      addr_state: 'GA',
      addr_county: 'Bibb',
      addr_country: 'US',
      phone: '478-555-0142',
      ssn: '000-00-0000',
    },
    ...withInventory(common('us'), 'us'),
  });
  const ca = ZCreateEstateBody.parse({
    meta: {
      label: 'Sample Estate',
      country_code: 'ca',
      state: SAMPLE_DEATH_STATE_CA,
      state_exec: SAMPLE_EXEC_STATE,
    },
    dec: {
      name: 'Gordon Alastair MacLeod',
      birth_date: '1939-11-02',
      death_date: death,
      residence: '42 Birchwood Crescent, Kingston',
      residence_addr_state: 'ON',
      residence_addr_county: 'Frontenac',
      residence_addr_country: 'CA',
      addr_state: 'ON',
      addr_county: 'Frontenac',
      addr_country: 'CA',
      phone: '613-555-0187',
      ssn: '000 000 000',
    },
    ...withInventory(common('ca'), 'ca'),
  });
  return [
    { id: 'sample', body: withTaskProgress(withLedger(us, today), today) },
    { id: 'sample_ca', body: withTaskProgress(withLedger(ca, today), today) },
  ];
}
