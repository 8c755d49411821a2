import { districts, localLevels, provinces } from '#contract/locations/nepal-locations.ts';
import { districtSpellings } from '#server/lib/places/place-names.ts';
import { foldText } from './fold.ts';

// Every place of the places dataset (decision 026) by its English and its Nepali name, folded
// (`foldText`): a search for one finds text that names the place in the other (docs/decisions/045).
// A name of several words pairs its words in order ("Madhyapur Thimi", "मध्यपुर थिमी"); names whose
// English and Nepali word counts differ keep their one-word forms only. Each word belongs to one
// set of the same place's names, so पोखरा and pokhara ask for the same words.

const PROVINCE_WORD = /\s*(province|प्रदेश)$/i;
const wordsIn = (name: string) => foldText(name).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

function placeSets(): Map<string, readonly string[]> {
  const setOf = new Map<string, Set<string>>();
  const join = (a: string, b: string) => {
    const first = setOf.get(a) ?? new Set([a]);
    const second = setOf.get(b) ?? new Set([b]);
    if (first === second) return;
    for (const word of second) first.add(word);
    for (const word of first) setOf.set(word, first);
  };
  const pair = (en: string, ne: string) => {
    const enWords = wordsIn(en.replace(PROVINCE_WORD, ''));
    const neWords = wordsIn(ne.replace(PROVINCE_WORD, ''));
    if (enWords.length === neWords.length) enWords.forEach((word, i) => join(word, neWords[i]!));
  };
  for (const place of [...provinces, ...districts, ...localLevels]) pair(place.en, place.ne);
  for (const district of districts) for (const spelling of districtSpellings(district.id)) pair(spelling, district.ne);
  return new Map([...setOf].map(([word, set]) => [word, [...set]]));
}

const PLACE_WORDS = placeSets();

/** The folded words that name the same place as `word` (folded), itself included; empty for no place. */
export const placeWordsOf = (word: string): readonly string[] => PLACE_WORDS.get(word) ?? [];

/** Every folded word that names a place. */
export const placeWords = (): Iterable<string> => PLACE_WORDS.keys();
