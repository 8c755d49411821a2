import { describe, expect, it } from 'vitest';
import { nepaliDuration, writtenIn, writtenText } from './written.ts';

describe('text people wrote, on a page in either language', () => {
  it('puts a plain duration into Nepali words and digits', () => {
    expect(writtenText('3 months', 'ne')).toEqual({ text: '३ महिना' });
    expect(writtenText('1 day', 'ne')).toEqual({ text: '१ दिन' });
    expect(writtenText('1–3 hours', 'ne')).toEqual({ text: '१–३ घण्टा' });
    expect(writtenText('2-4 Weeks', 'ne')).toEqual({ text: '२–४ हप्ता' });
    expect(writtenText('45 days', 'ne')).toEqual({ text: '४५ दिन' });
    expect(writtenText('3 years', 'ne')).toEqual({ text: '३ वर्ष' });
  });

  it('keeps any other text as written and names its language when the page is in the other one', () => {
    expect(writtenText('At your own pace', 'ne')).toEqual({ text: 'At your own pace', lang: 'en' });
    expect(writtenText('CTEVT Level 1 Certificate (Plumber)', 'ne')).toEqual({
      text: 'CTEVT Level 1 Certificate (Plumber)',
      lang: 'en',
    });
    expect(writtenText('३ महिना', 'en')).toEqual({ text: '३ महिना', lang: 'ne' });
    expect(writtenText('3 months', 'en')).toEqual({ text: '3 months' });
    expect(writtenText('३ महिना', 'ne')).toEqual({ text: '३ महिना' });
  });

  it('gives a Nepali duration only for a plain one, for the home page to show without code', () => {
    expect(nepaliDuration('6 weeks')).toBe('६ हप्ता');
    expect(nepaliDuration('Half a day')).toBeNull();
  });

  it('tells the language by the script', () => {
    expect(writtenIn('प्लम्बर')).toBe('ne');
    expect(writtenIn('CTEVT (प्लम्बर)')).toBe('ne');
    expect(writtenIn('Plumber')).toBe('en');
  });
});
