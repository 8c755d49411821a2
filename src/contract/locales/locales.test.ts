import { describe, expect, it } from 'vitest';
import { english, LOCALE_FILES, nepali } from './catalogs.ts';

/** Every leaf of a locale file as "a.b.c" → text (non-strings kept as they are, to be caught). */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const namespaces = Object.entries(LOCALE_FILES);

describe('locales', () => {
  it('has the same keys in English and Nepali in every namespace', () => {
    for (const [namespace, { en, ne }] of namespaces) {
      const englishKeys = [...flatten(en).keys()];
      const nepaliKeys = new Set(flatten(ne).keys());
      expect(
        englishKeys.filter((key) => !nepaliKeys.has(key)),
        `${namespace}: missing in ne`,
      ).toEqual([]);
      expect(
        [...nepaliKeys].filter((key) => !englishKeys.includes(key)),
        `${namespace}: missing in en`,
      ).toEqual([]);
    }
  });

  it('puts each top-level group in exactly one namespace', () => {
    const owners = new Map<string, string[]>();
    for (const [namespace, { en }] of namespaces) {
      for (const group of Object.keys(en)) owners.set(group, [...(owners.get(group) ?? []), namespace]);
    }
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  const allEnglish = flatten(english);
  const allNepali = flatten(nepali);

  it('has only non-empty strings', () => {
    for (const [name, texts] of [
      ['en', allEnglish],
      ['ne', allNepali],
    ] as const) {
      const bad = [...texts].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad, name).toEqual([]);
    }
  });

  it('keeps the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...allEnglish].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(allNepali.get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates at least 90% of the texts', () => {
    const same = [...allEnglish].filter(([key, text]) => allNepali.get(key) === text).map(([key]) => key);
    expect(same.length / allEnglish.size, `untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(0.1);
  });
});
