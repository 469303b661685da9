// States, territories and provinces by code and name: the region pickers, the state pages and the calculators.
export interface Region {
  value: string;
  label: string;
}

const r = (pairs: string): Region[] =>
  pairs.split(';').map((p) => {
    const [value, label] = p.split(':') as [string, string];
    return { value, label };
  });

/** The 50 states and DC. */
export const US_STATES = r(
  'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;' +
    'DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;KS:Kansas;' +
    'KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;MS:Mississippi;' +
    'MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;' +
    'NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;' +
    'SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;WA:Washington;' +
    'WV:West Virginia;WI:Wisconsin;WY:Wyoming',
);

/** The territories and freely associated states Probity lists beside the states. */
export const US_TERRITORIES = r(
  'AS:American Samoa;GU:Guam;MH:Marshall Islands;MP:Northern Mariana Islands;PR:Puerto Rico;VI:U.S. Virgin Islands',
);

export const CA_PROVINCES = r(
  'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;NS:Nova Scotia;' +
    'NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;SK:Saskatchewan;YT:Yukon',
);

/** The name of a state, territory or province; undefined for an unknown code. */
export const regionName = (code: string): string | undefined =>
  [...US_STATES, ...US_TERRITORIES, ...CA_PROVINCES].find((x) => x.value === code)?.label;

/** 'ca' for a province or territory of Canada, 'us' for a state or territory, undefined otherwise. */
export function countryOfRegion(code: string): 'us' | 'ca' | undefined {
  if (CA_PROVINCES.some((x) => x.value === code)) return 'ca';
  if (US_STATES.some((x) => x.value === code) || US_TERRITORIES.some((x) => x.value === code)) return 'us';
  return undefined;
}
