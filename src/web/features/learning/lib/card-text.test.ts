import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_SUBCATEGORIES, PROGRAM_TYPES } from '#contract/lists.ts';
import en from '#contract/locales/learning/en.json' with { type: 'json' };
import ne from '#contract/locales/learning/ne.json' with { type: 'json' };
import { ARTWORKS, artworkOf, detailPathOf, labelSlug, localisedText } from './card-text.ts';
import { toggleModule } from './progress.ts';
import { LEVELS, levelPercent } from './skills.ts';

const item = { title: 'Plumbing', titleNe: 'प्लम्बिङ', description: 'Pipes', descriptionNe: null };

describe('card text', () => {
  it('uses the Nepali text when Nepali is chosen and it exists', () => {
    expect(localisedText(item, 'ne')).toEqual({ title: 'प्लम्बिङ', description: 'Pipes' });
    expect(localisedText(item, 'en')).toEqual({ title: 'Plumbing', description: 'Pipes' });
    expect(localisedText({ ...item, titleNe: '  ' }, 'ne').title).toBe('Plumbing');
  });

  it('links courses and programs to their pages', () => {
    expect(detailPathOf({ kind: 'course', id: 'c1' })).toBe('/courses/c1');
    expect(detailPathOf({ kind: 'program', id: 'p 1' })).toBe('/programs/p%201');
  });

  it('has a label in both languages for every category, subcategory and program type', () => {
    const names = [...COURSE_CATEGORIES, ...Object.values(COURSE_SUBCATEGORIES), ...PROGRAM_TYPES];
    for (const name of names) {
      const slug = labelSlug(name);
      expect(en.catalogue.labels).toHaveProperty([slug]);
      expect(ne.catalogue.labels).toHaveProperty([slug]);
    }
    expect(labelSlug('Graphic Design & UI/UX')).toBe('graphic-design-ui-ux');
  });

  it('draws a known picture for every category', () => {
    for (const category of [...COURSE_CATEGORIES, 'Unknown']) expect(ARTWORKS).toContain(artworkOf(category));
  });
});

describe('module checklist', () => {
  it('ticks and unticks a module', () => {
    expect(toggleModule([2, 0], 1)).toEqual([0, 1, 2]);
    expect(toggleModule([0, 1, 2], 1)).toEqual([0, 2]);
  });
});

describe('skills', () => {
  it('offers levels 1 to 5 with the bar at level × 20', () => {
    expect(LEVELS).toEqual([1, 2, 3, 4, 5]);
    expect(LEVELS.map(levelPercent)).toEqual([20, 40, 60, 80, 100]);
  });
});
