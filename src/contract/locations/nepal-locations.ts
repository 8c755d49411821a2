import data from './nepal-locations.json' with { type: 'json' };

// Nepal's administrative divisions since 2017: 7 provinces, 77 districts and 753 local levels, with
// their English and Nepali names (source, licence and corrections: docs/decisions/026-nepal-locations.md).
// The data is about 20 KB gzip, so the web app imports this module only with `import()`, when a
// picker or filter first needs it, never into the first load. The server imports it directly.

export type LocalLevelType = 'metropolitan' | 'sub-metropolitan' | 'municipality' | 'rural-municipality';

export interface Province {
  id: string;
  en: string;
  ne: string;
}

export interface District {
  id: string;
  province: string;
  en: string;
  ne: string;
}

/** A municipality or rural municipality. `en` and `ne` are the names without their type ("Pokhara"). */
export interface LocalLevel {
  id: string;
  district: string;
  type: LocalLevelType;
  en: string;
  ne: string;
}

export const provinces: readonly Province[] = data.provinces;
export const districts: readonly District[] = data.districts;
export const localLevels: readonly LocalLevel[] = data.localLevels as readonly LocalLevel[];

const TYPE_NAMES: Record<LocalLevelType, { en: string; ne: string }> = {
  metropolitan: { en: 'Metropolitan City', ne: 'महानगरपालिका' },
  'sub-metropolitan': { en: 'Sub-Metropolitan City', ne: 'उपमहानगरपालिका' },
  municipality: { en: 'Municipality', ne: 'नगरपालिका' },
  'rural-municipality': { en: 'Rural Municipality', ne: 'गाउँपालिका' },
};

const provinceById = new Map(provinces.map((province) => [province.id, province]));
const districtById = new Map(districts.map((district) => [district.id, district]));
const localLevelById = new Map(localLevels.map((level) => [level.id, level]));

export const findProvince = (id: string): Province | undefined => provinceById.get(id);
export const findDistrict = (id: string): District | undefined => districtById.get(id);
export const findLocalLevel = (id: string): LocalLevel | undefined => localLevelById.get(id);

/** The districts of a province, in the dataset's order (by English name). */
export function districtsOf(provinceId: string): District[] {
  return districts.filter((district) => district.province === provinceId);
}

/** The local levels of a district, in the dataset's order (by English name). */
export function localLevelsOf(districtId: string): LocalLevel[] {
  return localLevels.filter((level) => level.district === districtId);
}

/** The full official name: "Pokhara Metropolitan City", "पोखरा महानगरपालिका". */
export function localLevelName(level: LocalLevel, language: 'en' | 'ne'): string {
  return `${level[language]} ${TYPE_NAMES[level.type][language]}`;
}

/** Whether a local level lies in a district: the server refuses a pair that does not match. */
export function isLocalLevelOf(localLevelId: string, districtId: string): boolean {
  return findLocalLevel(localLevelId)?.district === districtId;
}
