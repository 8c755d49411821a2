import { describe, expect, it } from 'vitest';
import * as jobsRules from './jobs-rules.ts';
import { LABELLED_LISTS, labelSlug, optionLabelKey, type LabelledList } from './list-labels.ts';
import * as lists from './lists.ts';
import { english, nepali, type LocaleTree } from './locales/catalogs.ts';

function textAt(tree: LocaleTree, key: string): string | undefined {
  let node: LocaleTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every list a module exports: arrays of text, and objects of texts (the subcategories). */
function exportedLists(module: Record<string, unknown>): [string, readonly string[]][] {
  return Object.entries(module).flatMap(([name, value]): [string, readonly string[]][] => {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [[name, value]];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const values = Object.values(value);
      if (values.every((item) => typeof item === 'string')) return [[name, values as string[]]];
    }
    return [];
  });
}

const labelled = Object.entries(LABELLED_LISTS) as [LabelledList, readonly string[]][];

describe('option list labels', () => {
  it('label every value of every list people see, in English and in Nepali', () => {
    const missing: string[] = [];
    for (const [list, values] of labelled) {
      for (const value of values) {
        const key = optionLabelKey(list, value);
        if (!textAt(english, key)?.trim()) missing.push(`en ${key}`);
        if (!textAt(nepali, key)?.trim()) missing.push(`ne ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translate every label into Nepali (an English label is not a Nepali one)', () => {
    const untranslated = labelled.flatMap(([list, values]) =>
      values
        .map((value) => optionLabelKey(list, value))
        .filter((key) => textAt(nepali, key) === textAt(english, key) || /[a-z]{3}/i.test(textAt(nepali, key) ?? '')),
    );
    expect(untranslated).toEqual([]);
  });

  it('cover every option list in the contract', () => {
    // a list added to lists.ts (or a posting category to jobs-rules.ts) needs its labels here too
    const covered = new Set<string>(Object.values(LABELLED_LISTS).flat());
    const internal = new Set(['LIVE_EVENT_TYPES', 'NOTIFICATION_KINDS', 'RESUME_FILE_TYPES', 'CATALOGUE_TABS']);
    const uncovered = [...exportedLists(lists), ...exportedLists(jobsRules)]
      .filter(([name]) => !internal.has(name))
      .flatMap(([name, values]) => values.filter((value) => !covered.has(value)).map((value) => `${name}: ${value}`));
    expect(uncovered).toEqual([]);
  });

  it('have the home page’s own copies for the categories it shows', () => {
    // the home page keeps its category names in its own texts, so "/" does not load every list
    const shown = [...LABELLED_LISTS.courseCategories, ...LABELLED_LISTS.professionalCategories];
    const missing = shown.flatMap((value) =>
      [english, nepali]
        .filter((texts) => !textAt(texts, `home.categories.${labelSlug(value)}`)?.trim())
        .map((texts) => `${texts === english ? 'en' : 'ne'} ${value}`),
    );
    expect(missing).toEqual([]);
  });

  it('give no two values of a list the same key, and have no label for a value that is gone', () => {
    for (const [list, values] of labelled) {
      const slugs = values.map(labelSlug);
      expect(new Set(slugs).size, list).toBe(slugs.length);
      const keys = Object.keys((english.lists as LocaleTree)[list] as LocaleTree);
      expect(keys.sort(), list).toEqual([...new Set(slugs)].sort());
    }
  });
});
