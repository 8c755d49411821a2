import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, PROGRAM_TYPES } from '#contract/lists.ts';
import { illustrationOf } from './course-image.tsx';

const dir = path.resolve(import.meta.dirname, '../../../assets/illustrations');

describe('category illustrations', () => {
  it('has one small 16:9 SVG of the same style for every course category and program type', () => {
    const drawings = new Set<string>();
    for (const category of [...COURSE_CATEGORIES, ...PROGRAM_TYPES]) {
      const svg = illustrationOf(category);
      drawings.add(svg);
      expect(svg.length, category).toBeGreaterThan(300);
      expect(svg.length, category).toBeLessThan(1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 90" width="160" height="90">/);
      expect(svg).toContain('stroke-width="3" stroke-linecap="round"');
      // a drawing only: nothing that runs or loads anything
      expect(svg).not.toMatch(/<script|href|on[a-z]+=|url\(/i);
    }
    // one per category, and no file that no category uses
    expect(drawings.size).toBe(COURSE_CATEGORIES.length);
    expect(readdirSync(dir)).toHaveLength(COURSE_CATEGORIES.length);
  });

  it('falls back to the plain course drawing for a category no list has', () => {
    expect(illustrationOf('Basket Weaving')).toBe(illustrationOf('Standalone Course'));
  });
});
