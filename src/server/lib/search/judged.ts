// The judged sets' measures (docs/decisions/029): each query names the items it should find, best
// first; a list is judged on whether its best item is in the top 3, precision@3 and NDCG@10.

/** One judged query: the search text and the titles (or names) it should put first, best first. */
export interface Judged {
  q: string;
  /** Titles in order of relevance; the first must be in the top 3. */
  expect: readonly string[];
  lang: 'en' | 'ne' | 'romanised';
  /** What it checks: a typo, several words, a phrase… */
  note?: string;
}

/** How one query's results (titles, in the order shown) measure against its judgement. */
export interface Judgement {
  q: string;
  /** The best expected item is among the first 3. */
  hit: boolean;
  /** Expected items among the first 3, of those that could be (min(3, expected)). */
  precisionAt3: number;
  ndcgAt10: number;
  top: string[];
}

const dcg = (gains: number[]) => gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);

/** Graded gain: the first expected item counts most, the last 1, any other result 0. */
export function judge(judged: Judged, results: readonly string[]): Judgement {
  const gainOf = (title: string) => {
    const at = judged.expect.indexOf(title);
    return at < 0 ? 0 : judged.expect.length - at;
  };
  const top3 = results.slice(0, 3);
  const ideal = judged.expect.map((_, i) => judged.expect.length - i).slice(0, 10);
  return {
    q: judged.q,
    hit: top3.includes(judged.expect[0] as string),
    // distinct titles: a course and a program may share one
    precisionAt3:
      new Set(top3.filter((title) => judged.expect.includes(title))).size / Math.min(3, judged.expect.length),
    ndcgAt10: dcg(results.slice(0, 10).map(gainOf)) / dcg(ideal),
    top: top3,
  };
}

/** The set's means: share of queries with their best item in the top 3, mean P@3 and NDCG@10. */
export function summary(judgements: readonly Judgement[]) {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    queries: judgements.length,
    hitRate: mean(judgements.map((j) => (j.hit ? 1 : 0))),
    precisionAt3: mean(judgements.map((j) => j.precisionAt3)),
    ndcgAt10: mean(judgements.map((j) => j.ndcgAt10)),
    misses: judgements.filter((j) => !j.hit),
  };
}

/**
 * Searches that name one place or trade in English, romanised Nepali and Devanagari with its
 * spelling variants (decision 045): every list answers each search of a row as it answers the first.
 */
export const SAME_SEARCHES: readonly (readonly string[])[] = [
  ['Pokhara', 'pokhara', 'पोखरा', 'pokhra', 'पोखरामा'],
  ['kathmandu', 'काठमाडौं', 'काठमाडौँ', 'काठमाडौ', 'काठमाडौंमा'],
  ['biratnagar', 'बिराटनगर', 'विराटनगर'],
  ['बिजुली', 'बिजुलि', 'विजुली'],
];

/** Each row of `SAME_SEARCHES` that a list does not answer alike, or answers with nothing: what it showed. */
export async function unlikeAnswers(
  resultsOf: (q: string) => Promise<readonly string[]>,
): Promise<Record<string, readonly string[]>[]> {
  const unlike: Record<string, readonly string[]>[] = [];
  for (const row of SAME_SEARCHES) {
    const answers = Object.fromEntries(await Promise.all(row.map(async (q) => [q, await resultsOf(q)] as const)));
    const first = JSON.stringify(answers[row[0]!]);
    if (first === '[]' || row.some((q) => JSON.stringify(answers[q]) !== first)) unlike.push(answers);
  }
  return unlike;
}
