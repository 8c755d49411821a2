import { searchTerms } from './search-terms.ts';
import { TermIndex, type IndexedText } from './term-index.ts';

// One document under the in-memory lists' own rules (decisions 029, 045), to ask whether a search
// finds it: every word of the search (folded, or one of its meanings) starts a word of the
// document, or the whole search, from three characters, is part of one of its short texts. A new
// posting is asked this for each saved search (job alert), so an alert finds what the list finds.

export class OneDocument {
  private readonly index: TermIndex;

  constructor(
    text: IndexedText,
    private readonly levels: number,
  ) {
    this.index = new TermIndex(levels);
    this.index.add(text);
  }

  /** Whether the list would find the document for `q` (normalised) with every word of it. */
  finds(q: string): boolean {
    if (q.length >= 3 && this.index.containing(q).has(0)) return true;
    const terms = searchTerms(q);
    return terms !== null && this.index.matchGroups(terms.groups, 'and')[this.levels - 1]!.has(0);
  }
}
