// One spelling for the variants Nepali writers use for the same word (docs/decisions/045). Every
// search index folds its documents' text, and every search folds its words, with this one function,
// so काठमाडौँ, काठमाडौं and काठमाडौ, or बिजुली, बिजुलि and विजुली, meet in the index. The folds are
// the ones Nepali spelling itself leaves open: they never join two words a reader tells apart.

const DEVANAGARI = /[\u0900-\u097f]/;
/** Marks that change no letter for a reader: Latin accents, the nukta (ज़ → ज), the zero-width (non-)joiners. */
const SILENT_MARKS = /[\u0300-\u036f\u093c\u200c\u200d]/g;
/** Letters with a decomposed form the fold needs: accented Latin, Devanagari letters with a nukta. */
const DECOMPOSABLE = /[\u00c0-\u024f\u1e00-\u1eff\u0929\u0931\u0934\u0958-\u095f]/;

/** Letters written one for the other: long and short i and u, व for ब, the three sibilants, nasal marks. */
const SAME_LETTER: Readonly<Record<string, string>> = {
  'ी': 'ि',
  ई: 'इ',
  'ू': 'ु',
  ऊ: 'उ',
  व: 'ब',
  श: 'स',
  ष: 'स',
  'ँ': 'ं',
  '०': '0',
  '१': '1',
  '२': '2',
  '३': '3',
  '४': '4',
  '५': '5',
  '६': '6',
  '७': '7',
  '८': '8',
  '९': '9',
};
// the vowel signs and the chandrabindu stand alone: in a character class a linter reads them as joined
const SAME_LETTERS = /\u0940|\u0942|\u0901|[\u0908\u090a\u0935-\u0937\u0966-\u096f]/g;
/**
 * The anusvara before a consonant is written as that consonant's own nasal with a halant too
 * (पंच, पञ्च; प्लंबर, प्लम्बर): the second form keeps a word's start, so a search typed so far
 * (प्लम) still finds it.
 */
const ANUSVARA_CLUSTER = /ं(?=[क-नप-म])/g;
const NASAL_OF = (consonant: string) => {
  const code = consonant.charCodeAt(0);
  // the five rows of stops, each closed by its nasal: क…ङ, च…ञ, ट…ण, त…न, प…म
  const rowEnd = [0x0919, 0x091e, 0x0923, 0x0928, 0x092e].find((end) => code <= end)!;
  return String.fromCharCode(rowEnd) + '्';
};
/** A halant or nasal mark that ends a word is often left out (मोरङ्, मोरङ; गाउँ, गाउ). */
const WORD_END_MARK = /[्ं](?![\u0900-\u097f])/g;

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** `text` in lower case with the spelling variants above folded to one form. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // most documents are English: no Unicode work for plain ASCII
  if (ASCII.test(lower)) return lower;
  // a short text (a title, a place) is likely to come again
  return lower.length <= SHORT_TEXT ? foldRemembered(lower) : foldLower(lower);
}

/** A text's words, folded: letters, marks (Devanagari vowel signs) and digits, as a search splits them. */
export function foldedWordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower.match(/[\p{L}\p{N}]+/gu) ?? [];
  // the joiners stay inside a word until the fold drops them
  const words = lower.match(/[\p{L}\p{M}\p{N}\u200c\u200d]+/gu) ?? [];
  // word by word, so the English words of a mixed text skip the Unicode work
  return words.map((word) => (ASCII.test(word) ? word : foldRemembered(word))).filter((word) => word !== '');
}

/** Words and short texts already folded: an index reads the same few thousand in every document. */
const remembered = new Map<string, string>();
const REMEMBERED_MAX = 50_000;
const SHORT_TEXT = 80;

function foldRemembered(lower: string): string {
  let folded = remembered.get(lower);
  if (folded === undefined) {
    // bounded: a stream of new words empties it now and then, and it fills again with the common ones
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    folded = foldLower(lower);
    remembered.set(lower, folded);
  }
  return folded;
}

function foldLower(lower: string): string {
  const plain = (DECOMPOSABLE.test(lower) ? lower.normalize('NFD') : lower).replace(SILENT_MARKS, '');
  if (!DEVANAGARI.test(plain)) return plain;
  return plain
    .replace(SAME_LETTERS, (letter) => SAME_LETTER[letter]!)
    .replace(ANUSVARA_CLUSTER, (_, offset: number, whole: string) => NASAL_OF(whole[offset + 1]!))
    .replace(WORD_END_MARK, '');
}
