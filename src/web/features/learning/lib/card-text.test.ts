import { describe, expect, it } from 'vitest';
import learningEn from '#contract/locales/learning/en.json' with { type: 'json' };
import learningNe from '#contract/locales/learning/ne.json' with { type: 'json' };
import listsEn from '#contract/locales/lists/en.json' with { type: 'json' };
import listsNe from '#contract/locales/lists/ne.json' with { type: 'json' };
import { translateFrom, type Messages, type TranslateFunction } from '#web/lib/i18n.ts';
import { careerTextOf, detailPathOf, localisedText } from './card-text.ts';
import { toggleModule } from './progress.ts';
import { LEVELS, levelPercent } from './skills.ts';

const translatorOf =
  (messages: Messages): TranslateFunction =>
  (key, values) =>
    translateFrom([messages], key, values);

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

  it('names a program by its type in the chosen language', () => {
    const program = { kind: 'program' as const, category: 'Workshop', careerOpportunities: 'Workshop program' };
    const english = translatorOf({ ...learningEn, ...listsEn });
    const nepali = translatorOf({ ...learningNe, ...listsNe });
    expect(careerTextOf(program, english)).toBe('Workshop program');
    expect(careerTextOf(program, nepali)).toBe('कार्यशाला कार्यक्रम');
    expect(careerTextOf({ ...program, kind: 'course', careerOpportunities: 'Site supervisor' }, nepali)).toBe(
      'Site supervisor',
    );
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
