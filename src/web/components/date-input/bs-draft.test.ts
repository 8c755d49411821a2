import { describe, expect, it } from 'vitest';
import { draftOf, formValueOf, resolveDraft } from './bs-draft.ts';

describe('the BS half of a date field', () => {
  it('shows an AD day in BS, in the page’s digits, and nothing outside the table', () => {
    expect(draftOf('2026-12-15', 'en')).toEqual({ day: '29', month: '8', year: '2083' });
    expect(draftOf('2026-12-15', 'ne')).toEqual({ day: '२९', month: '8', year: '२०८३' });
    expect(draftOf('2031-01-01', 'en')).toEqual({ day: '', month: '', year: '' });
    expect(draftOf('', 'en')).toEqual({ day: '', month: '', year: '' });
  });

  it('turns a BS date typed in either digits into the AD day the API takes', () => {
    expect(resolveDraft({ day: '29', month: '8', year: '2083' })).toEqual({ kind: 'date', iso: '2026-12-15' });
    expect(resolveDraft({ day: '१', month: '1', year: '२०८३' })).toEqual({ kind: 'date', iso: '2026-04-14' });
    expect(resolveDraft({ day: '', month: '', year: '' })).toEqual({ kind: 'empty' });
    expect(formValueOf({ day: '', month: '', year: '' })).toBe('');
  });

  it('names the problem with an impossible, unfinished or out-of-range BS date, and never sends it as a date', () => {
    expect(resolveDraft({ day: '33', month: '1', year: '2083' })).toEqual({
      kind: 'noSuchDay',
      year: 2083,
      month: 1,
      day: 33,
      days: 31,
    });
    // Mangsir 2083 has 29 days
    expect(resolveDraft({ day: '30', month: '8', year: '2083' })).toMatchObject({ kind: 'noSuchDay', days: 29 });
    expect(resolveDraft({ day: '5', month: '', year: '2083' })).toEqual({ kind: 'incomplete' });
    expect(resolveDraft({ day: '5', month: '2', year: '208' })).toEqual({ kind: 'incomplete' });
    expect(resolveDraft({ day: 'x', month: '2', year: '2083' })).toEqual({ kind: 'incomplete' });
    expect(resolveDraft({ day: '1', month: '1', year: '2090' })).toEqual({ kind: 'outOfRange' });
    expect(formValueOf({ day: '33', month: '1', year: '2083' })).toBe('bs:2083-1-33');
  });
});
