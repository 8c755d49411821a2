import { describe, expect, it } from 'vitest';
import { placeNe } from './places.ts';

describe('a location in Nepali', () => {
  it('names the picked local level and district in Nepali, from the ids', () => {
    expect(placeNe('Pokhara, Kaski', { districtId: 'kaski', localLevelId: 'kaski-pokhara' })).toEqual({
      detail: '',
      place: 'पोखरा, कास्की',
    });
    expect(placeNe('Bharatpur, Chitwan', { districtId: 'chitawan', localLevelId: 'chitawan-bharatpur' })).toEqual({
      detail: '',
      place: 'भरतपुर, चितवन',
    });
    expect(placeNe('Kaski', { districtId: 'kaski', localLevelId: null })).toEqual({ detail: '', place: 'कास्की' });
  });

  it('says a city that shares its district name once', () => {
    expect(placeNe('Kathmandu', { districtId: 'kathmandu', localLevelId: 'kathmandu-kathmandu' })).toEqual({
      detail: '',
      place: 'काठमाडौँ',
    });
  });

  it('keeps the ward, street or area as written, without the names it repeats', () => {
    const pokhara = { districtId: 'kaski', localLevelId: 'kaski-pokhara' };
    expect(placeNe('Ward 6, Lakeside, Pokhara, Kaski', pokhara)).toEqual({
      detail: 'Ward 6, Lakeside',
      place: 'पोखरा, कास्की',
    });
    expect(placeNe('Lakeside,  pokhara metropolitan city , Nepal', pokhara)).toEqual({
      detail: 'Lakeside',
      place: 'पोखरा, कास्की',
    });
    // a ward number written onto the name is typed detail, not the name
    expect(placeNe('Pokhara-8, Kaski', pokhara)).toEqual({ detail: 'Pokhara-8', place: 'पोखरा, कास्की' });
    expect(placeNe('वडा ६, पोखरा', pokhara)).toEqual({ detail: 'वडा ६', place: 'पोखरा, कास्की' });
  });

  it('has none for a location that names no place: its text is shown as written', () => {
    expect(placeNe('Remote', { districtId: null, localLevelId: null })).toBeNull();
    expect(placeNe(null, { districtId: null, localLevelId: null })).toBeNull();
    expect(placeNe('Somewhere', { districtId: 'not-a-district', localLevelId: null })).toBeNull();
  });
});
