import { describe, expect, it } from 'vitest';
import {
  districts,
  districtsOf,
  findDistrict,
  findLocalLevel,
  findProvince,
  isLocalLevelOf,
  localLevelName,
  localLevels,
  localLevelsOf,
  provinces,
} from './nepal-locations.ts';

const DEVANAGARI = /^[\u0900-\u097F .-]+$/;
const LATIN = /^[A-Za-z][A-Za-z.' -]*$/;

describe('Nepal locations dataset', () => {
  it('has the 7 provinces, 77 districts and 753 local levels of the constitution', () => {
    expect(provinces).toHaveLength(7);
    expect(districts).toHaveLength(77);
    expect(localLevels).toHaveLength(753);
    const count = (type: string) => localLevels.filter((level) => level.type === type).length;
    expect(count('metropolitan')).toBe(6);
    expect(count('sub-metropolitan')).toBe(11);
    expect(count('municipality')).toBe(276);
    expect(count('rural-municipality')).toBe(460);
  });

  it('places each district in its province', () => {
    const counts = Object.fromEntries(provinces.map((province) => [province.id, districtsOf(province.id).length]));
    expect(counts).toEqual({
      koshi: 14,
      madhesh: 8,
      bagmati: 13,
      gandaki: 11,
      lumbini: 12,
      karnali: 10,
      sudurpaschim: 9,
    });
    expect(findDistrict('kaski')?.province).toBe('gandaki');
    expect(findDistrict('kathmandu')?.province).toBe('bagmati');
    expect(findDistrict('morang')?.province).toBe('koshi');
  });

  it('gives every id once and every local level a district that exists', () => {
    const ids = [...provinces, ...districts, ...localLevels].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const district of districts) expect(findProvince(district.province), district.id).toBeDefined();
    for (const level of localLevels) expect(findDistrict(level.district), level.id).toBeDefined();
    for (const district of districts) expect(localLevelsOf(district.id).length, district.id).toBeGreaterThan(0);
  });

  it('names everything in English and in Devanagari, with no two local levels of a district alike', () => {
    for (const item of [...provinces, ...districts, ...localLevels]) {
      expect(item.en, item.id).toMatch(LATIN);
      expect(item.ne, item.id).toMatch(DEVANAGARI);
    }
    for (const district of districts) {
      const levels = localLevelsOf(district.id);
      expect(new Set(levels.map((level) => level.ne)).size, district.id).toBe(levels.length);
      expect(new Set(levels.map((level) => level.en)).size, district.id).toBe(levels.length);
    }
  });

  it('writes the full names people know', () => {
    const pokhara = findLocalLevel('kaski-pokhara')!;
    expect(localLevelName(pokhara, 'en')).toBe('Pokhara Metropolitan City');
    expect(localLevelName(pokhara, 'ne')).toBe('पोखरा महानगरपालिका');
    expect(localLevelName(findLocalLevel('kaski-annapurna')!, 'ne')).toBe('अन्नपूर्ण गाउँपालिका');
    expect(localLevelName(findLocalLevel('sunsari-dharan')!, 'ne')).toBe('धरान उपमहानगरपालिका');
    expect(localLevelName(findLocalLevel('kathmandu-kathmandu')!, 'en')).toBe('Kathmandu Metropolitan City');
    expect(localLevelName(findLocalLevel('chitawan-bharatpur')!, 'en')).toBe('Bharatpur Metropolitan City');
    expect(findLocalLevel('morang-biratnagar')?.type).toBe('metropolitan');
  });

  it('tells whether a local level lies in a district', () => {
    expect(isLocalLevelOf('kaski-pokhara', 'kaski')).toBe(true);
    expect(isLocalLevelOf('kaski-pokhara', 'syangja')).toBe(false);
    expect(isLocalLevelOf('nowhere', 'kaski')).toBe(false);
  });
});
