import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, PROGRAM_TYPES } from '#contract/lists.ts';
import { illustrationOf } from './course-image.tsx';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('category illustrations', () => {
  it('has one small 16:9 SVG of the same style for every course category and program type', () => {
    const files = new Set<string>();
    for (const category of [...COURSE_CATEGORIES, ...PROGRAM_TYPES]) {
      const url = illustrationOf(category);
      files.add(url);
      const file = path.join(publicDir, url);
      expect(statSync(file).size, url).toBeLessThan(1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 160 90" width="160" height="90"');
      expect(svg).toContain('stroke-width="3" stroke-linecap="round"');
    }
    // one per category, and no file that no category uses
    expect(files.size).toBe(COURSE_CATEGORIES.length);
    expect(readdirSync(path.join(publicDir, 'illustrations')).length).toBe(COURSE_CATEGORIES.length);
  });

  it('falls back to the plain course picture for a category no list has', () => {
    expect(illustrationOf('Basket Weaving')).toBe(illustrationOf('Standalone Course'));
  });
});
