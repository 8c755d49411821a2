import { districts, localLevels } from '#contract/locations/nepal-locations.ts';

// The names a free-text location is matched by (the places migration's `place_names` table and its
// trigger, decision 031): every district and local level in English and Nepali, lower case, plus
// spellings and neighbourhoods people write. A name shared by local levels of several districts
// ("Madi", "Kalika") only counts when its district is named too.

export interface PlaceName {
  name: string;
  districtId: string;
  /** Null when the name is the district's own. */
  localLevelId: string | null;
}

/** Other spellings of districts, and towns and neighbourhoods known by a name of their own. */
const ALIASES: Record<string, string> = {
  chitwan: 'chitawan',
  kavre: 'kavrepalanchok',
  kabhre: 'kavrepalanchok',
  kabhrepalanchok: 'kavrepalanchok',
  tanahun: 'tanahu',
  kapilbastu: 'kapilvastu',
  dhanusha: 'dhanusa',
  terhathum: 'tehrathum',
  sindhupalchowk: 'sindhupalchok',
  makawanpur: 'makwanpur',
  nawalpur: 'nawalparasi-east',
  parasi: 'nawalparasi-west',
  narayangadh: 'chitawan-bharatpur',
  narayangarh: 'chitawan-bharatpur',
  lakeside: 'kaski-pokhara',
  ktm: 'kathmandu-kathmandu',
  thamel: 'kathmandu-kathmandu',
  baneshwor: 'kathmandu-kathmandu',
  koteshwor: 'kathmandu-kathmandu',
  kalanki: 'kathmandu-kathmandu',
  chabahil: 'kathmandu-kathmandu',
  maharajgunj: 'kathmandu-kathmandu',
  patan: 'lalitpur-lalitpur',
  jawalakhel: 'lalitpur-lalitpur',
  pulchowk: 'lalitpur-lalitpur',
  kupondole: 'lalitpur-lalitpur',
  thimi: 'bhaktapur-madhyapur-thimi',
};

/** Other spellings of a district ("Chitwan" for Chitawan); not the towns and neighbourhoods in it. */
export function districtSpellings(districtId: string): string[] {
  return Object.entries(ALIASES)
    .filter(([, id]) => id === districtId)
    .map(([alias]) => alias);
}

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z\p{Script=Devanagari}]+/gu, ' ')
    .trim();

/** Every name, once per place it stands for; the SQL matcher (places migration) reads these rows. */
export function placeNames(): PlaceName[] {
  const rows = new Map<string, PlaceName>();
  const add = (name: string, districtId: string, localLevelId: string | null) => {
    const row = { name: key(name), districtId, localLevelId };
    rows.set(`${row.name}|${districtId}|${localLevelId ?? ''}`, row);
  };
  const districtNames = new Set(districts.flatMap((district) => [key(district.en), key(district.ne)]));
  for (const level of localLevels) {
    // "Jhapa" is the district, not Jhapa Rural Municipality; "Kathmandu" and "Bhaktapur" are the towns
    const sharesDistrictName = districtNames.has(key(level.en));
    if (sharesDistrictName && level.type === 'rural-municipality') continue;
    add(level.en, level.district, level.id);
    add(level.ne, level.district, level.id);
  }
  for (const district of districts) {
    add(district.en, district.id, null);
    add(district.ne, district.id, null);
  }
  for (const [alias, id] of Object.entries(ALIASES)) {
    const level = localLevels.find((candidate) => candidate.id === id);
    add(alias, level?.district ?? id, level?.id ?? null);
  }
  return [...rows.values()].sort((a, b) =>
    `${a.name}|${a.districtId}|${a.localLevelId ?? ''}`.localeCompare(
      `${b.name}|${b.districtId}|${b.localLevelId ?? ''}`,
    ),
  );
}
