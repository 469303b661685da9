import {
  ASSET_TYPE,
  CONTACT_TYPE,
  DEBT_TYPE,
  ESTATE_CASHFLOW_ACCOUNT_NAME,
  OWNERSHIP,
  probateFor,
} from '../index.ts';

// The Sample estates' inventory beyond their first asset (12,500.00) and debt (7,500.00), which stay in
// sample-estates.ts: what a real estate a few months in holds, owes and who the executor deals with.
// Temporary ids start at -100 so they never meet the ids of the other sample parts.
// Each Sample has its own tables below (one row an item, read as the executor would list them); one map turns a row
// into the item the app stores.

type Country = 'us' | 'ca';
type Place = 'home' | 'box';

const PLACES: Record<Country, Record<Place, string>> = {
  us: { home: 'Magnolia Lane home', box: 'Safe deposit box, Peachtree Community Bank' },
  ca: { home: 'Birchwood Crescent home', box: 'Safe deposit box, Lakeshore Credit Union' },
};

interface ItemRow {
  name: string;
  i_type: number;
  val: number | null;
  account?: string;
  basis?: number;
  loc?: Place;
  note?: string;
}

const ACCOUNT: ItemRow = {
  name: ESTATE_CASHFLOW_ACCOUNT_NAME,
  account: 'xxxx-0031',
  i_type: ASSET_TYPE.estateAccount,
  val: null,
};
const HOME_NOTE = 'Family home, listed with an agent';
const POLICY = { account: 'Policy 55-1180-3', i_type: ASSET_TYPE.lifeInsurance, val: 10_000_000 };
const POLICY_NOTE = 'Beneficiaries: the two children';
const PERSONAL: ItemRow[] = [
  {
    name: 'Diamond ring and gold watch',
    i_type: ASSET_TYPE.jewelry,
    val: 350_000,
    basis: 210_000,
    loc: 'box',
  },
  {
    name: 'Household furniture',
    i_type: ASSET_TYPE.otherPersonal,
    val: 180_000,
    basis: 900_000,
    loc: 'home',
  },
];

const ASSETS: Record<Country, ItemRow[]> = {
  us: [
    ACCOUNT,
    {
      name: 'House, 118 Magnolia Lane, Macon',
      i_type: ASSET_TYPE.realEstate,
      val: 28_500_000,
      basis: 9_600_000,
      loc: 'home',
      note: HOME_NOTE,
    },
    {
      name: 'Checking account, Peachtree Community Bank',
      account: 'xxxx-2290',
      i_type: ASSET_TYPE.deposit,
      val: 842_017,
    },
    {
      name: '2017 Buick LaCrosse',
      account: 'VIN ...4471',
      i_type: ASSET_TYPE.vehicle,
      val: 1_420_000,
      basis: 3_450_000,
      loc: 'home',
    },
    {
      name: 'Brokerage account, Harbor Securities',
      account: 'xxxx-7713',
      i_type: ASSET_TYPE.brokerage,
      val: 6_431_055,
      basis: 4_120_000,
    },
    {
      name: '200 shares Southern Utilities Co.',
      i_type: ASSET_TYPE.stocks,
      val: 1_286_400,
      basis: 610_000,
      loc: 'box',
    },
    { name: 'Life insurance policy, Liberty Mutual Life', ...POLICY, loc: 'box', note: POLICY_NOTE },
    {
      name: 'Traditional IRA, Harbor Securities',
      account: 'xxxx-7720',
      i_type: ASSET_TYPE.retirement,
      val: 4_875_000,
    },
    ...PERSONAL,
  ],
  ca: [
    ACCOUNT,
    {
      name: 'House, 42 Birchwood Crescent, Kingston',
      i_type: ASSET_TYPE.realEstate,
      val: 61_000_000,
      basis: 14_500_000,
      loc: 'home',
      note: HOME_NOTE,
    },
    {
      name: 'Chequing account, Lakeshore Credit Union',
      account: 'xxxx-2290',
      i_type: ASSET_TYPE.deposit,
      val: 842_017,
    },
    {
      name: '2016 Toyota Camry',
      account: 'VIN ...9022',
      i_type: ASSET_TYPE.vehicle,
      val: 1_310_000,
      basis: 3_100_000,
      loc: 'home',
    },
    {
      name: 'Non-registered investment account, Maple Trust',
      account: 'xxxx-7713',
      i_type: ASSET_TYPE.brokerage,
      val: 6_431_055,
      basis: 4_120_000,
    },
    {
      name: '300 shares Canadian Rail Corp.',
      i_type: ASSET_TYPE.stocks,
      val: 2_164_500,
      basis: 980_000,
      loc: 'box',
    },
    { name: 'Life insurance policy, Great Northern Life', ...POLICY, loc: 'box', note: POLICY_NOTE },
    { name: 'RRIF, Maple Trust', account: 'xxxx-7720', i_type: ASSET_TYPE.retirement, val: 7_240_000 },
    { name: 'TFSA, Lakeshore Credit Union', account: 'xxxx-5510', i_type: ASSET_TYPE.tfsa, val: 4_315_000 },
    ...PERSONAL,
  ],
};

const MORTGAGE = { account: 'Loan 88-30217', i_type: DEBT_TYPE.secured, loc: 'home' } as const;
const STORE_CARD = { account: 'xxxx-6604', i_type: DEBT_TYPE.creditCard, val: 41_288 };
const FINAL_BILL = { i_type: DEBT_TYPE.bill, val: 21_733, loc: 'home' } as const;
const DEBTS: Record<Country, ItemRow[]> = {
  us: [
    { name: 'Mortgage, Peachtree Community Bank', ...MORTGAGE, val: 6_125_000 },
    { name: 'Store card, Macon Home Supply', ...STORE_CARD },
    { name: 'Hospital bill, Navicent Health', i_type: DEBT_TYPE.medical, val: 184_520 },
    { name: 'Georgia Power, final bill', ...FINAL_BILL },
    { name: 'Property tax, Bibb County', i_type: DEBT_TYPE.taxes, val: 312_000, loc: 'home' },
  ],
  ca: [
    { name: 'Mortgage, Lakeshore Credit Union', ...MORTGAGE, val: 14_890_000 },
    { name: 'Store card, Northern Hardware', ...STORE_CARD },
    { name: 'Ambulance bill, Frontenac Paramedics', i_type: DEBT_TYPE.medical, val: 24_000 },
    { name: 'Utilities Kingston, final bill', ...FINAL_BILL },
    { name: 'Property tax, City of Kingston', i_type: DEBT_TYPE.taxes, val: 455_000, loc: 'home' },
  ],
};

/** The fields every asset and debt has, from a table row. */
const itemOf = (r: ItemRow, c: Country, id: number) => ({
  id,
  name: r.name,
  account: r.account ?? '',
  i_type: r.i_type,
  loc_name: r.loc ? PLACES[c][r.loc] : '',
  val_pre: r.val,
  val_death: r.val,
});

function assets(c: Country) {
  return ASSETS[c].map((r, i) => {
    const ownership =
      r.i_type === ASSET_TYPE.lifeInsurance ||
      r.i_type === ASSET_TYPE.retirement ||
      r.i_type === ASSET_TYPE.tfsa
        ? OWNERSHIP.transferOnDeath
        : OWNERSHIP.standard;
    return {
      ...itemOf(r, c, -100 - i),
      ownership,
      probate: probateFor(ownership, r.i_type),
      note: r.note ?? '',
      cost_basis_orig: r.basis ?? null,
    };
  });
}

const debts = (c: Country) => DEBTS[c].map((r, i) => itemOf(r, c, -200 - i));

// Contacts as the contact dialog names their fields; `office: true` adds the town address of the professionals.
interface ContactRow {
  name: string;
  i_type: number;
  phone: string;
  email?: string;
  street?: string;
  web?: string;
  note?: string;
  city?: string;
  state?: string;
  postal?: string;
  country?: string;
  county?: string;
  office?: true;
}
const OFFICE = {
  us: { city: 'Macon', state: 'GA', postal: '31201', country: 'US', county: 'Bibb' },
  ca: { city: 'Kingston', state: 'ON', postal: 'K7L 2V7', country: 'CA', county: 'Frontenac' },
};
const MEMBERSHIP_NOTE = 'Cancel membership';
const CONTACTS: Record<Country, ContactRow[]> = {
  us: [
    {
      name: 'Rivera & Stone LLP',
      i_type: CONTACT_TYPE.attorney,
      phone: '478-555-0100',
      email: 'office@riverastone.example',
      street: '12 Court Square',
      web: 'riverastone.example',
      note: 'Probate counsel',
      office: true,
    },
    {
      name: 'Dana Whitlock, CPA',
      i_type: CONTACT_TYPE.accountant,
      phone: '478-555-0133',
      email: 'dana@whitlockcpa.example',
      street: '400 Cherry Street',
      note: 'Final and estate tax returns',
      office: true,
    },
    {
      name: 'Margaret Whitfield Hale',
      i_type: CONTACT_TYPE.heir,
      phone: '404-555-0171',
      email: 'maggie.hale@example.com',
      note: 'Daughter',
      street: '77 Peachtree Place',
      city: 'Atlanta',
      state: 'GA',
      postal: '30309',
      country: 'US',
      county: 'Fulton',
    },
    {
      name: 'Thomas Whitfield',
      i_type: CONTACT_TYPE.heir,
      phone: '912-555-0190',
      email: 'tom.whitfield@example.com',
      note: 'Son',
    },
    {
      name: 'Peachtree Community Bank',
      i_type: CONTACT_TYPE.asset,
      phone: '478-555-0150',
      web: 'peachtreecommunity.example',
      note: 'Accounts, safe deposit box and mortgage',
      office: true,
    },
    { name: 'Macon Home Supply', i_type: CONTACT_TYPE.debt, phone: '800-555-0111', note: 'Store card' },
    {
      name: 'Hart Funeral Home',
      i_type: CONTACT_TYPE.serviceProvider,
      phone: '478-555-0162',
      street: '910 Forsyth Street',
      office: true,
    },
    {
      name: 'Social Security Administration',
      i_type: CONTACT_TYPE.notificant,
      phone: '800-772-1213',
      web: 'ssa.gov',
      note: 'Report the death; stop benefits',
    },
    { name: 'AARP', i_type: CONTACT_TYPE.membership, phone: '888-687-2277', note: MEMBERSHIP_NOTE },
  ],
  ca: [
    {
      name: 'Fraser Lamont LLP',
      i_type: CONTACT_TYPE.attorney,
      phone: '613-555-0100',
      email: 'estates@fraserlamont.example',
      street: '88 King Street East',
      web: 'fraserlamont.example',
      note: 'Probate counsel',
      office: true,
    },
    {
      name: 'Priya Nair, CPA',
      i_type: CONTACT_TYPE.accountant,
      phone: '613-555-0133',
      email: 'priya@naircpa.example',
      street: '15 Princess Street',
      note: 'Final and estate tax returns',
      office: true,
    },
    {
      name: 'Fiona MacLeod',
      i_type: CONTACT_TYPE.heir,
      phone: '416-555-0171',
      email: 'fiona.macleod@example.com',
      note: 'Daughter',
      street: '9 Dundas Street West',
      city: 'Toronto',
      state: 'ON',
      postal: 'M5G 1Z3',
      country: 'CA',
      county: 'Toronto',
    },
    {
      name: 'Ewan MacLeod',
      i_type: CONTACT_TYPE.heir,
      phone: '902-555-0190',
      email: 'ewan.macleod@example.com',
      note: 'Son',
    },
    {
      name: 'Lakeshore Credit Union',
      i_type: CONTACT_TYPE.asset,
      phone: '613-555-0150',
      web: 'lakeshorecu.example',
      note: 'Accounts, safe deposit box and mortgage',
      office: true,
    },
    { name: 'Northern Hardware', i_type: CONTACT_TYPE.debt, phone: '800-555-0112', note: 'Store card' },
    {
      name: 'Cataraqui Funeral Chapel',
      i_type: CONTACT_TYPE.serviceProvider,
      phone: '613-555-0162',
      street: '1200 Princess Street',
      office: true,
    },
    {
      name: 'Service Canada',
      i_type: CONTACT_TYPE.notificant,
      phone: '800-622-6232',
      web: 'canada.ca',
      note: 'Report the death; stop benefits',
    },
    { name: 'CARP', i_type: CONTACT_TYPE.membership, phone: '888-363-2279', note: MEMBERSHIP_NOTE },
  ],
};

const contacts = (c: Country) =>
  CONTACTS[c].map(({ office, ...x }, i) => ({ id: -300 - i, ...x, ...(office && OFFICE[c]) }));

/** Assets, debts, contacts and locations of a Sample estate (US or Canada). */
export function sampleInventory(c: Country) {
  return {
    assets: assets(c),
    debts: debts(c),
    contacts: contacts(c),
    locs: [
      { id: -400, name: PLACES[c].home, note: 'The family home' },
      { id: -401, name: PLACES[c].box, note: 'Key in the desk drawer' },
    ],
  };
}

/** The first sample items first (the Sample shows them first), then the inventory. */
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
