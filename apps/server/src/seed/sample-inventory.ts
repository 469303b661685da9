import {
  ASSET_TYPE,
  CONTACT_TYPE,
  DEBT_TYPE,
  ESTATE_CASHFLOW_ACCOUNT_NAME,
  OWNERSHIP,
  probateFor,
} from '@probity/domain';

// The Sample estates' inventory beyond the spec's sample asset (12,500.00) and debt (7,500.00), which stay in
// sample-estates.ts: what a real estate a few months in holds, owes and who the executor deals with.
// Temporary ids start at -100 so they never meet the ids of the other sample parts.

type Country = 'us' | 'ca';
interface AssetSeed {
  name: string;
  account?: string;
  i_type: number;
  ownership?: number;
  val: number | null;
  basis?: number;
  loc?: string;
  note?: string;
}

const HOME = { us: 'Magnolia Lane home', ca: 'Birchwood Crescent home' };
const BOX = {
  us: 'Safe deposit box, Peachtree Community Bank',
  ca: 'Safe deposit box, Lakeshore Credit Union',
};

function assetSeeds(c: Country): AssetSeed[] {
  const us = c === 'us';
  return [
    { name: ESTATE_CASHFLOW_ACCOUNT_NAME, account: 'xxxx-0031', i_type: ASSET_TYPE.estateAccount, val: null },
    {
      name: us ? 'House, 118 Magnolia Lane, Macon' : 'House, 42 Birchwood Crescent, Kingston',
      i_type: ASSET_TYPE.realEstate,
      val: us ? 28_500_000 : 61_000_000,
      basis: us ? 9_600_000 : 14_500_000,
      loc: HOME[c],
      note: 'Family home, listed with an agent',
    },
    {
      name: us ? 'Checking account, Peachtree Community Bank' : 'Chequing account, Lakeshore Credit Union',
      account: 'xxxx-2290',
      i_type: ASSET_TYPE.deposit,
      val: 842_017,
    },
    {
      name: us ? '2017 Buick LaCrosse' : '2016 Toyota Camry',
      account: us ? 'VIN ...4471' : 'VIN ...9022',
      i_type: ASSET_TYPE.vehicle,
      val: us ? 1_420_000 : 1_310_000,
      basis: us ? 3_450_000 : 3_100_000,
      loc: HOME[c],
    },
    {
      name: us ? 'Brokerage account, Harbor Securities' : 'Non-registered investment account, Maple Trust',
      account: 'xxxx-7713',
      i_type: ASSET_TYPE.brokerage,
      val: 6_431_055,
      basis: 4_120_000,
    },
    {
      name: us ? '200 shares Southern Utilities Co.' : '300 shares Canadian Rail Corp.',
      i_type: ASSET_TYPE.stocks,
      val: us ? 1_286_400 : 2_164_500,
      basis: us ? 610_000 : 980_000,
      loc: BOX[c],
    },
    {
      name: us ? 'Life insurance policy, Liberty Mutual Life' : 'Life insurance policy, Great Northern Life',
      account: 'Policy 55-1180-3',
      i_type: ASSET_TYPE.lifeInsurance,
      val: 10_000_000,
      loc: BOX[c],
      note: 'Beneficiaries: the two children',
    },
    us
      ? {
          name: 'Traditional IRA, Harbor Securities',
          account: 'xxxx-7720',
          i_type: ASSET_TYPE.retirement,
          val: 4_875_000,
        }
      : { name: 'RRIF, Maple Trust', account: 'xxxx-7720', i_type: ASSET_TYPE.retirement, val: 7_240_000 },
    ...(us
      ? []
      : [
          {
            name: 'TFSA, Lakeshore Credit Union',
            account: 'xxxx-5510',
            i_type: ASSET_TYPE.tfsa,
            val: 4_315_000,
          },
        ]),
    {
      name: 'Diamond ring and gold watch',
      i_type: ASSET_TYPE.jewelry,
      val: 350_000,
      basis: 210_000,
      loc: BOX[c],
    },
    {
      name: 'Household furniture',
      i_type: ASSET_TYPE.otherPersonal,
      val: 180_000,
      basis: 900_000,
      loc: HOME[c],
    },
  ];
}

function assets(c: Country) {
  return assetSeeds(c).map((s, i) => {
    const ownership =
      s.ownership ??
      (s.i_type === ASSET_TYPE.lifeInsurance ||
      s.i_type === ASSET_TYPE.retirement ||
      s.i_type === ASSET_TYPE.tfsa
        ? OWNERSHIP.transferOnDeath
        : OWNERSHIP.standard);
    return {
      id: -100 - i,
      name: s.name,
      account: s.account ?? '',
      i_type: s.i_type,
      ownership,
      probate: probateFor(ownership, s.i_type),
      loc_name: s.loc ?? '',
      note: s.note ?? '',
      val_pre: s.val,
      val_death: s.val,
      cost_basis_orig: s.basis ?? null,
    };
  });
}

function debts(c: Country) {
  const us = c === 'us';
  const list = [
    {
      name: us ? 'Mortgage, Peachtree Community Bank' : 'Mortgage, Lakeshore Credit Union',
      account: 'Loan 88-30217',
      i_type: DEBT_TYPE.secured,
      val: us ? 6_125_000 : 14_890_000,
      loc: HOME[c],
    },
    {
      name: us ? 'Store card, Macon Home Supply' : 'Store card, Northern Hardware',
      account: 'xxxx-6604',
      i_type: DEBT_TYPE.creditCard,
      val: 41_288,
    },
    {
      name: us ? 'Hospital bill, Navicent Health' : 'Ambulance bill, Frontenac Paramedics',
      i_type: DEBT_TYPE.medical,
      val: us ? 184_520 : 24_000,
    },
    {
      name: us ? 'Georgia Power, final bill' : 'Utilities Kingston, final bill',
      i_type: DEBT_TYPE.bill,
      val: 21_733,
      loc: HOME[c],
    },
    {
      name: us ? 'Property tax, Bibb County' : 'Property tax, City of Kingston',
      i_type: DEBT_TYPE.taxes,
      val: us ? 312_000 : 455_000,
      loc: HOME[c],
    },
  ];
  return list.map((d, i) => ({
    id: -200 - i,
    name: d.name,
    account: d.account ?? '',
    i_type: d.i_type,
    loc_name: d.loc ?? '',
    val_pre: d.val,
    val_death: d.val,
  }));
}

function contacts(c: Country) {
  const us = c === 'us';
  const place = us
    ? { city: 'Macon', state: 'GA', postal: '31201', country: 'US', county: 'Bibb' }
    : { city: 'Kingston', state: 'ON', postal: 'K7L 2V7', country: 'CA', county: 'Frontenac' };
  const list = [
    {
      name: us ? 'Rivera & Stone LLP' : 'Fraser Lamont LLP',
      i_type: CONTACT_TYPE.attorney,
      phone: us ? '478-555-0100' : '613-555-0100',
      email: us ? 'office@riverastone.example' : 'estates@fraserlamont.example',
      street: us ? '12 Court Square' : '88 King Street East',
      web: us ? 'riverastone.example' : 'fraserlamont.example',
      note: 'Probate counsel',
      ...place,
    },
    {
      name: us ? 'Dana Whitlock, CPA' : 'Priya Nair, CPA',
      i_type: CONTACT_TYPE.accountant,
      phone: us ? '478-555-0133' : '613-555-0133',
      email: us ? 'dana@whitlockcpa.example' : 'priya@naircpa.example',
      street: us ? '400 Cherry Street' : '15 Princess Street',
      note: 'Final and estate tax returns',
      ...place,
    },
    {
      name: us ? 'Margaret Whitfield Hale' : 'Fiona MacLeod',
      i_type: CONTACT_TYPE.heir,
      phone: us ? '404-555-0171' : '416-555-0171',
      email: us ? 'maggie.hale@example.com' : 'fiona.macleod@example.com',
      note: 'Daughter',
      street: us ? '77 Peachtree Place' : '9 Dundas Street West',
      city: us ? 'Atlanta' : 'Toronto',
      state: us ? 'GA' : 'ON',
      postal: us ? '30309' : 'M5G 1Z3',
      country: us ? 'US' : 'CA',
      county: us ? 'Fulton' : 'Toronto',
    },
    {
      name: us ? 'Thomas Whitfield' : 'Ewan MacLeod',
      i_type: CONTACT_TYPE.heir,
      phone: us ? '912-555-0190' : '902-555-0190',
      email: us ? 'tom.whitfield@example.com' : 'ewan.macleod@example.com',
      note: 'Son',
    },
    {
      name: us ? 'Peachtree Community Bank' : 'Lakeshore Credit Union',
      i_type: CONTACT_TYPE.asset,
      phone: us ? '478-555-0150' : '613-555-0150',
      web: us ? 'peachtreecommunity.example' : 'lakeshorecu.example',
      note: 'Accounts, safe deposit box and mortgage',
      ...place,
    },
    {
      name: us ? 'Macon Home Supply' : 'Northern Hardware',
      i_type: CONTACT_TYPE.debt,
      phone: us ? '800-555-0111' : '800-555-0112',
      note: 'Store card',
    },
    {
      name: us ? 'Hart Funeral Home' : 'Cataraqui Funeral Chapel',
      i_type: CONTACT_TYPE.serviceProvider,
      phone: us ? '478-555-0162' : '613-555-0162',
      street: us ? '910 Forsyth Street' : '1200 Princess Street',
      ...place,
    },
    {
      name: us ? 'Social Security Administration' : 'Service Canada',
      i_type: CONTACT_TYPE.notificant,
      phone: us ? '800-772-1213' : '800-622-6232',
      web: us ? 'ssa.gov' : 'canada.ca',
      note: 'Report the death; stop benefits',
    },
    {
      name: us ? 'AARP' : 'CARP',
      i_type: CONTACT_TYPE.membership,
      phone: us ? '888-687-2277' : '888-363-2279',
      note: 'Cancel membership',
    },
  ];
  return list.map((x, i) => ({ id: -300 - i, ...x }));
}

/** Assets, debts, contacts and locations of a Sample estate (US or Canada). */
export function sampleInventory(c: Country) {
  return {
    assets: assets(c),
    debts: debts(c),
    contacts: contacts(c),
    locs: [
      { id: -400, name: HOME[c], note: 'The family home' },
      { id: -401, name: BOX[c], note: 'Key in the desk drawer' },
    ],
  };
}

/** The spec's sample items first (the Sample shows them first), then the inventory. */
export function withInventory<T extends { assets: object[]; debts: object[] }>(base: T, c: Country) {
  const inv = sampleInventory(c);
  return {
    ...base,
    assets: [...base.assets, ...inv.assets],
    debts: [...base.debts, ...inv.debts],
    contacts: inv.contacts,
    locs: inv.locs,
  };
}
