// The filter counts of an in-memory index (docs/decisions/034, 036) in one walk of a search's
// matches: each option of each group counts the documents that meet it and every OTHER group's
// choice, so a group's own choice never narrows its own counts.

/**
 * Per group, per option, how many of `docs` meet that option and every OTHER group's choice;
 * `optionTest` is the list's own test for a group with that value (as `optionCountsSql` has it).
 */
export function countFacets<Doc, Group extends string>(
  docs: Iterable<Doc>,
  options: Record<Group, readonly string[]>,
  chosen: Partial<Record<Group, (doc: Doc) => boolean>>,
  optionTest: (group: Group, value: string) => (doc: Doc) => boolean,
): Record<Group, Record<string, number>> {
  const walked = (Object.keys(options) as Group[]).map((name) => ({
    name,
    chosen: chosen[name],
    options: options[name].map((value) => ({ value, test: optionTest(name, value) })),
    counts: options[name].map(() => 0),
  }));
  for (const doc of docs) {
    // a document counts in a group when it meets every OTHER group's choice: none may fail but that one
    let failed: (typeof walked)[number] | null = null;
    let failures = 0;
    for (const group of walked) {
      if (group.chosen && !group.chosen(doc)) {
        failed = group;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    for (const group of walked) {
      if (failed && failed !== group) continue;
      group.options.forEach((option, i) => {
        if (option.test(doc)) group.counts[i]!++;
      });
    }
  }
  return Object.fromEntries(
    walked.map(({ name, options, counts }) => [
      name,
      Object.fromEntries(options.map(({ value }, i) => [value, counts[i]!])),
    ]),
  ) as Record<Group, Record<string, number>>;
}

/** Whether a count answers nothing: every option of every group is zero (a search found nobody). */
export const allZero = (counts: Record<string, Record<string, number>>): boolean =>
  Object.values(counts).every((options) => Object.values(options).every((count) => count === 0));
