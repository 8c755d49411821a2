import { Bitset } from './bitset.ts';
import { foldedWordsOf, foldText } from './fold.ts';

// The text half of an in-memory search index (docs/decisions/036): every word of every document,
// with the level of the document it first appears in (0 the title, then each level adds text), and
// the short texts a search may find as a substring (title, company, place). Documents are slots
// numbered from 0; a changed document is added again under a new slot, and its owner forgets the
// old one (no posting list is ever rewritten; the owner rebuilds the index when too many are stale).

/**
 * The words of a text as the index and a search split it: letters, marks (Devanagari vowel signs)
 * and digits, folded to one spelling (docs/decisions/045).
 */
export const wordsOf = (text: string): string[] => foldedWordsOf(text);

/** Whether `words` hold the phrase's words next to each other, each as a prefix (a search's phrase tier). */
export function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, i) => words[start + i]!.startsWith(word))) return true;
  }
  return false;
}

/** What the index keeps of a document's text. */
export interface IndexedText {
  /** Texts by level: a word counts at the first level whose text holds it. */
  levels: readonly string[];
  /** Short texts a search finds as a folded substring (spec §5: "mandu" finds Kathmandu). */
  parts: readonly string[];
}

const LEVEL_BITS = 2;
const LEVEL_MASK = (1 << LEVEL_BITS) - 1;

/** A word's postings: slot << 2 | level, in a typed array that doubles when full. */
class Postings {
  entries = new Int32Array(4);
  length = 0;

  push(value: number) {
    if (this.length === this.entries.length) {
      const grown = new Int32Array(this.entries.length * 2);
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.length++] = value;
  }
}

export class TermIndex {
  /** Every word, sorted, so a prefix is a range; new words wait in `newTerms` until a search needs them. */
  private sortedTerms: string[] = [];
  private newTerms: string[] = [];
  private readonly postings = new Map<string, Postings>();
  private readonly parts = new Map<string, number[]>();
  /** Slots handed out so far (stale ones included). */
  size = 0;

  constructor(readonly levels: number) {}

  /** Adds a document's text and answers its slot. */
  add(text: IndexedText): number {
    const slot = this.size++;
    const best = new Map<string, number>();
    text.levels.forEach((levelText, level) => {
      for (const word of wordsOf(levelText)) if (!best.has(word)) best.set(word, level);
    });
    for (const [word, level] of best) {
      let postings = this.postings.get(word);
      if (!postings) {
        postings = new Postings();
        this.postings.set(word, postings);
        this.newTerms.push(word);
      }
      postings.push((slot << LEVEL_BITS) | level);
    }
    for (const part of text.parts) {
      const key = foldText(part);
      if (!key) continue;
      const slots = this.parts.get(key);
      if (slots) slots.push(slot);
      else this.parts.set(key, [slot]);
    }
    return slot;
  }

  /**
   * The slots with a word starting with one of `prefixes`, one set per level: set `i` holds the
   * documents where such a word appears at level `i` or before.
   */
  match(prefixes: readonly string[]): Bitset[] {
    const sets = Array.from({ length: this.levels }, () => new Bitset(this.size));
    this.sortNewTerms();
    for (const prefix of prefixes) {
      for (let i = this.lowerBound(prefix); i < this.sortedTerms.length; i++) {
        const term = this.sortedTerms[i]!;
        if (!term.startsWith(prefix)) break;
        const { entries, length } = this.postings.get(term)!;
        for (let e = 0; e < length; e++) {
          const entry = entries[e]!;
          const slot = entry >>> LEVEL_BITS;
          for (let level = entry & LEVEL_MASK; level < this.levels; level++) sets[level]!.add(slot);
        }
      }
    }
    return sets;
  }

  /**
   * `match` for a search's words, each a group of prefixes (the word or its meanings): per level,
   * the slots with every group (`and`) or with any (`or`) at that level or before.
   */
  matchGroups(groups: readonly (readonly string[])[], combine: 'and' | 'or'): Bitset[] {
    return groups
      .map((prefixes) => this.match(prefixes))
      .reduce((sets, next) => sets.map((set, level) => set[combine](next[level]!)));
  }

  /** The slots with a part holding `text`, folded as the parts are. */
  containing(text: string): Bitset {
    const set = new Bitset(this.size);
    const key = foldText(text);
    for (const [part, slots] of this.parts) if (part.includes(key)) for (const slot of slots) set.add(slot);
    return set;
  }

  /** Merges the words added since the last search into the sorted ones (one pass, not a re-sort). */
  private sortNewTerms() {
    if (!this.newTerms.length) return;
    const added = this.newTerms.sort();
    const old = this.sortedTerms;
    const merged: string[] = new Array(old.length + added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++)
      merged[k] = j >= added.length || (i < old.length && old[i]! < added[j]!) ? old[i++]! : added[j++]!;
    this.sortedTerms = merged;
    this.newTerms = [];
  }

  /** Where `word` is, or would be, in the sorted words. */
  private lowerBound(word: string): number {
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedTerms[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
