import { foldedWordsOf, foldText } from './fold.ts';
import { nepaliMeaningsOf, nepaliWords } from './nepali-words.ts';
import { placeWords, placeWordsOf } from './place-words.ts';
import { ROMANISED } from './romanised.ts';

// How a search box's text becomes the tsqueries the ranked lists run (docs/decisions/029). Only
// letters, marks (Devanagari vowel signs) and digits survive, so no user input reaches tsquery
// syntax; each word is a prefix ("electric" finds "electrician"). Words are folded (`foldText`) as
// the indexes fold their documents, and a word's meanings are added: romanised Nepali, Devanagari
// trade words and every place's other names (docs/decisions/045).

/** A search box's (or a text filter's) text as the cache, the index and the SQL see it: lower case, single spaces. */
export function normalizeQuery(q: string | undefined): string {
  return (q ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The tsqueries of one search, for the `simple` configuration. */
export interface SearchTerms {
  /** The words, lower case, in order. */
  words: string[];
  /** Every word (a romanised Nepali word or its meaning). */
  all: string;
  /** Any one of the words, or null when that is the same as `all` (one word). */
  some: string | null;
  /** The words next to each other in order, or null for one word. */
  phrase: string | null;
  /** The same in the in-memory indexes' terms: each word's prefixes (the word or its meanings). */
  groups: string[][];
  /** The prefixes of the words that can match alone, or null as `some` is. */
  someGroups: string[][] | null;
  /** The words of `phrase`, or null as `phrase` is. */
  phraseWords: string[] | null;
}

/** Postpositions a Devanagari word may end in (पोखरामा, काठमाडौंको), folded: its meanings are the bare word's. */
const ENDINGS = ['मा', 'को', 'का', 'की', 'ले', 'बाट', 'लाई', 'सम्म', 'तिर', 'भित्र'].map(foldText);

/** A folded Devanagari word's own meanings, or the word without its postposition and its meanings. */
function devanagariMeaningsOf(word: string): readonly string[] {
  const meaningsOfBare = (bare: string) => [...nepaliMeaningsOf(bare), ...placeWordsOf(bare)];
  const meanings = meaningsOfBare(word);
  if (meanings.length) return meanings;
  const ending = ENDINGS.find((end) => word.length > end.length + 1 && word.endsWith(end));
  if (!ending) return [];
  const bare = word.slice(0, -ending.length);
  // a word that ended in an anusvara was folded to the postposition's nasal (काठमाडौंमा → …म्मा)
  const nasalEnd = /[ङञणनम]्$/.test(bare) ? foldText(`${bare.slice(0, -2)}ं`) : null;
  const found = [...meaningsOfBare(bare), ...(nasalEnd ? meaningsOfBare(nasalEnd) : [])];
  // the bare word itself, as a prefix, finds its other forms (बिजुलीको → बिजुली, बिजुलीले)
  return found.length ? [nasalEnd ?? bare, ...found] : [];
}

/**
 * The meanings of a folded word: a romanised key's ("constructor" is a word, not a key), a
 * Devanagari word's, and the other names of every place among them ("pokhra" → pokhara, पोखरा).
 */
function meaningsOf(word: string): readonly string[] {
  const own = [
    ...(Object.hasOwn(ROMANISED, word) ? ROMANISED[word]!.map(foldText) : []),
    ...devanagariMeaningsOf(word),
  ];
  return [...new Set([...own, ...[word, ...own].flatMap(placeWordsOf)])];
}

/**
 * A word as a prefix, or any of its meanings when it is romanised Nepali ("dakarmi" → mason);
 * `weights` ("A", "AB") keeps only the parts of a weighted vector with those weights.
 */
function wordQuery(word: string, weights = ''): string {
  const alternatives = prefixesOf(word).map((w) => `${w}:*${weights}`);
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' | ')})`;
}

/** The prefixes a word matches: itself and its meanings (a two-word key is not itself a word of any text). */
const prefixesOf = (word: string): string[] => [
  ...(word.includes(' ') ? [] : [word]),
  ...meaningsOf(word).filter((meaning) => meaning !== word),
];

/**
 * A word that can carry a partial match on its own: two letters of Latin script ("in", "of") as a
 * prefix match nearly everything, so such words count only when every word is asked for.
 */
const standsAlone = (word: string) => word.length >= 3 || /[^\p{Script=Latin}\p{N}]/u.test(word);

/** Two words that are one romanised key ("bijuli mistri") as that key. */
function joinPairs(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && meaningsOf(pair).length) {
      joined.push(pair);
      i++;
    } else joined.push(words[i] as string);
  }
  return joined;
}

/**
 * The search's tsqueries, or null when it has no word (only punctuation). With `weights` every word
 * must be found in parts of a weighted vector with one of those weights (the directory's tiers).
 */
export function searchTerms(q: string, weights = ''): SearchTerms | null {
  const words = [...new Set(joinPairs(foldedWordsOf(q)))].slice(0, 8);
  if (!words.length) return null;
  const all = words.map((word) => wordQuery(word, weights)).join(' & ');
  const alone = words.filter(standsAlone);
  const hasSome = words.length > 1 && alone.length > 0;
  const hasPhrase = words.length > 1 && !words.some((word) => word.includes(' '));
  return {
    words,
    all,
    some: hasSome ? alone.map((word) => wordQuery(word, weights)).join(' | ') : null,
    phrase: hasPhrase ? words.map((word) => `${word}:*${weights}`).join(' <-> ') : null,
    groups: words.map(prefixesOf),
    someGroups: hasSome ? alone.map(prefixesOf) : null,
    phraseWords: hasPhrase ? words : null,
  };
}

/** The words the dictionaries give meanings to: romanised keys, Devanagari trade words, place names. */
const DICTIONARY = new Set([...Object.keys(ROMANISED), ...nepaliWords(), ...placeWords()]);

/** Each form a dictionary word matches through (a meaning, another name), with the words it is a form of. */
const DICTIONARY_BY_FORM: ReadonlyMap<string, readonly string[]> = (() => {
  const byForm = new Map<string, string[]>();
  for (const word of DICTIONARY) {
    for (const form of prefixesOf(word)) {
      if (form === word) continue;
      const words = byForm.get(form);
      if (words) words.push(word);
      else byForm.set(form, [word]);
    }
  }
  return byForm;
})();

/**
 * The dictionary words that a word starting with `prefix` matches through a meaning (पोखरा and
 * "bijuli" for "pokhara", "electric"): what a text offers besides its own words to a saved search
 * keyed by such a word (docs/decisions/028).
 */
export function dictionaryWordsMeaning(prefix: string): readonly string[] {
  return DICTIONARY_BY_FORM.get(prefix) ?? [];
}

/**
 * The word a saved search is looked up by, for one of its words (folded): the word when the
 * dictionaries know it or it has no meanings; else the dictionary word it is a form of
 * (पोखरामा → पोखरा). Every text the search word finds then offers it: as a prefix of one of the
 * text's words, or through `dictionaryWordsMeaning`.
 */
export function lookupWordOf(word: string): string {
  if (DICTIONARY.has(word)) return word;
  return prefixesOf(word).find((form) => DICTIONARY.has(form)) ?? word;
}
