import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import ne from './ne.json' with { type: 'json' };

/** Every leaf of a locale file as "a.b.c" → text (non-strings kept as they are, to be caught). */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const english = flatten(en);
const nepali = flatten(ne);

describe('locales', () => {
  it('has every English key in Nepali', () => {
    expect([...english.keys()].filter((key) => !nepali.has(key))).toEqual([]);
  });

  it('has every Nepali key in English', () => {
    expect([...nepali.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has only non-empty strings', () => {
    for (const [name, texts] of [
      ['en', english],
      ['ne', nepali],
    ] as const) {
      const bad = [...texts].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad, `${name}.json`).toEqual([]);
    }
  });

  it('keeps the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(nepali.get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates at least 90% of the texts', () => {
    const same = [...english].filter(([key, text]) => nepali.get(key) === text).map(([key]) => key);
    expect(same.length / english.size, `untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(0.1);
  });
});
