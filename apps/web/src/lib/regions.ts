// States and provinces for the region pickers (US: 50 states and DC; Canada: 10 provinces and 3 territories).
export interface Region {
  value: string;
  label: string;
}

const r = (pairs: string): Region[] =>
  pairs.split(';').map((p) => {
    const [value, label] = p.split(':') as [string, string];
    return { value, label };
  });

export const US_STATES = r(
  'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;' +
    'DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;KS:Kansas;' +
    'KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;MS:Mississippi;' +
    'MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;' +
    'NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;' +
    'SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;WA:Washington;' +
    'WV:West Virginia;WI:Wisconsin;WY:Wyoming',
);

export const CA_PROVINCES = r(
  'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;NS:Nova Scotia;' +
    'NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;SK:Saskatchewan;YT:Yukon',
);

/** Region list for a country code ('us', 'ca', anything else has none: free text). Case-insensitive. */
export function regionsOf(country: string | null | undefined): Region[] | null {
  const c = (country ?? '').toLowerCase();
  return c === 'us' ? US_STATES : c === 'ca' ? CA_PROVINCES : null;
}

export const COUNTRIES = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
  { value: 'other', label: 'Other country' },
];
