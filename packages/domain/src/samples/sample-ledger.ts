import {
  AMOUNT_TYPE,
  addExpense,
  addHeir,
  addLogEntry,
  CAT,
  type CreateEstateBody,
  createTxact,
  DISTRIB_TYPE,
  defaultMileageRate,
  EXPENSE_TYPE,
  type Facts,
  HEIR_RELATIONSHIP,
  mileageAmount,
  type OpResult,
  shiftDays,
  WORK_TYPE,
  ZWorkingCopy,
} from '../index.ts';

// The Sample estates' money story (issue 5): cash gathered into the estate account, final bills paid, shares sold
// at a gain, a transfer, heirs with bequests and a residuary split, distributions done and planned, executor
// expenses and hours. Every step goes through the engine's own operations, so the Sample obeys the same rules
// and its derived figures are what the app computes. Assets and debts are found by the names the inventory gives.

type Country = 'us' | 'ca';
/** The items and people the ledger (and the Sample's papers, sample-papers.ts) speak of, by country. */
export const SAMPLE_NAMES = {
  us: {
    account: 'Estate Cashflow Account',
    checking: 'Checking account, Peachtree Community Bank',
    savings: 'Savings account, Peachtree Community Bank',
    shares: '200 shares Southern Utilities Co.',
    insurance: 'Life insurance policy, Liberty Mutual Life',
    ring: 'Diamond ring and gold watch',
    brokerage: 'Brokerage account, Harbor Securities',
    house: 'House, 118 Magnolia Lane, Macon',
    power: 'Georgia Power, final bill',
    hospital: 'Hospital bill, Navicent Health',
    card: 'Credit card balance',
    daughter: 'Margaret Whitfield Hale',
    son: 'Thomas Whitfield',
    church: 'First Baptist Church of Macon',
    salePrice: 1_341_000,
  },
  ca: {
    account: 'Estate Cashflow Account',
    checking: 'Chequing account, Lakeshore Credit Union',
    savings: 'Savings account, Lakeshore Credit Union',
    shares: '300 shares Canadian Rail Corp.',
    insurance: 'Life insurance policy, Great Northern Life',
    ring: 'Diamond ring and gold watch',
    brokerage: 'Non-registered investment account, Maple Trust',
    house: 'House, 42 Birchwood Crescent, Kingston',
    power: 'Utilities Kingston, final bill',
    hospital: 'Ambulance bill, Frontenac Paramedics',
    card: 'Credit card balance',
    daughter: 'Fiona MacLeod',
    son: 'Ewan MacLeod',
    church: 'Sydenham Street United Church',
    salePrice: 2_249_000,
  },
} as const;

const day = shiftDays;

/** Adds the ledger to a Sample body (its dates count from the death date). Steps whose items are missing are skipped. */
export function withLedger(body: CreateEstateBody, today: string): CreateEstateBody {
  const country: Country = body.meta.country_code === 'ca' ? 'ca' : 'us';
  const death = body.dec.death_date ?? today;
  const n = SAMPLE_NAMES[country];
  let f: Facts = ZWorkingCopy.parse({ ...body, meta: { ...body.meta, death_date: death }, locs: [] });
  const ctx = {
    today,
    answers: { over_available: true, unplanned_sale: true, settled: true, delete_item: false },
  };
  const step = (r: OpResult) => {
    if (r.kind === 'ok') f = r.facts;
    return r.kind === 'ok' ? r.id : undefined;
  };
  const asset = (name: string) => f.assets.find((a) => a.name === name)?.id;
  const debt = (name: string) => f.debts.find((d) => d.name === name)?.id;
  const tx = (assetName: string, input: Record<string, unknown>) => {
    const id = asset(assetName);
    if (id !== undefined) step(createTxact(f, { asset: id, cat: 0, ...input } as never, ctx));
  };

  const daughter = step(
    addHeir(f, {
      name: n.daughter,
      i_type: HEIR_RELATIONSHIP.child,
      percent_target: 50_000,
      note: 'Daughter',
    }),
  );
  const son = step(
    addHeir(f, { name: n.son, i_type: HEIR_RELATIONSHIP.child, percent_target: 50_000, note: 'Son' }),
  );
  const church = step(
    addHeir(f, {
      name: n.church,
      i_type: HEIR_RELATIONSHIP.other,
      val_target: 250_000,
      note: 'Bequest in the will',
    }),
  );

  tx(n.checking, {
    cat: CAT.transfer,
    item: asset(n.account),
    val: 800_000,
    date: day(death, 10),
    name: 'Moved to the estate account',
  });
  tx(n.account, { cat: CAT.income, val: 185_000, date: day(death, 14), name: 'Final pension payment' });
  tx(n.account, {
    cat: CAT.debtPayment,
    item: debt(n.power),
    val: 21_733,
    date: day(death, 20),
    name: n.power,
    check_num: 101,
  });
  tx(n.account, {
    cat: CAT.debtPayment,
    item: debt(n.hospital),
    val: country === 'us' ? 184_520 : 24_000,
    date: day(death, 21),
    name: n.hospital,
    check_num: 102,
  });
  tx(n.account, {
    cat: CAT.assetSale,
    item: asset(n.shares),
    val: n.salePrice,
    date: day(death, 30),
    name: 'Sold the shares',
  });
  tx(n.account, {
    cat: CAT.debtPayment,
    item: debt(n.card),
    val: 750_000,
    date: day(death, 32),
    name: 'Paid off the credit card',
    check_num: 103,
  });
  tx(n.account, { cat: CAT.interest, val: 1_240, date: day(death, 35), name: 'Interest' });
  tx(n.account, {
    cat: CAT.estateExpense,
    val: 21_500,
    date: day(death, 40),
    name: 'Probate court filing fee',
    check_num: 104,
  });

  const rate = defaultMileageRate(day(death, 5), country, body.meta.state_exec);
  step(
    addExpense(f, {
      date: day(death, 5),
      name: 'Drive to the courthouse and the bank',
      i_type: EXPENSE_TYPE.mileage,
      mileage: 84,
      val: mileageAmount(84, rate),
    }),
  );
  const postage = step(
    addExpense(f, { date: day(death, 16), name: 'Postage and copies for notices', val: 3_860 }),
  );
  if (postage !== undefined)
    tx(n.account, {
      cat: CAT.executorReimbursement,
      val: 3_860,
      exexp_ids: [postage],
      date: day(death, 45),
      name: 'Executor reimbursement',
    });
  step(
    addLogEntry(f, {
      date: day(death, 3),
      hours: 2.5,
      name: 'Secured the house, collected mail',
      i_type: WORK_TYPE.unskilled,
    }),
  );
  step(
    addLogEntry(f, {
      date: day(death, 20),
      hours: 3,
      name: 'Paid final bills, wrote to creditors',
      i_type: WORK_TYPE.standard,
    }),
  );

  const give = (
    assetName: string,
    heir: number | undefined,
    o: { type: number; percent?: number; val?: number; reason: number; date: string | null },
  ) =>
    heir !== undefined &&
    tx(assetName, {
      cat: CAT.distribution,
      heir_id: heir,
      distrib_type: o.type,
      percent: o.percent ?? null,
      val: o.val ?? 0,
      reason: o.reason,
      date: o.date,
    });
  give(n.ring, daughter, { type: AMOUNT_TYPE.entire, reason: DISTRIB_TYPE.bequest, date: day(death, 50) });
  // The life insurance goes to its named beneficiaries, half to the daughter and the rest to the son.
  const benefit = { reason: DISTRIB_TYPE.automatic, date: day(death, 40) };
  give(n.insurance, daughter, { ...benefit, type: AMOUNT_TYPE.percentage, percent: 50_000 });
  give(n.insurance, son, { ...benefit, type: AMOUNT_TYPE.entire });
  give(n.account, church, {
    type: AMOUNT_TYPE.fixed,
    val: 250_000,
    reason: DISTRIB_TYPE.bequest,
    date: day(death, 55),
  });
  // The residue (savings and brokerage) is split evenly and still planned.
  const half = { type: AMOUNT_TYPE.percentage, percent: 50_000, reason: DISTRIB_TYPE.residuary, date: null };
  for (const assetName of [n.savings, n.brokerage])
    for (const heir of [daughter, son]) give(assetName, heir, half);
  void n.house;

  return {
    ...body,
    assets: f.assets,
    debts: f.debts,
    heirs: f.heirs,
    txacts: f.txacts,
    exec_expenses: f.exec_expenses,
    exec_log: f.exec_log,
  } as CreateEstateBody;
}
