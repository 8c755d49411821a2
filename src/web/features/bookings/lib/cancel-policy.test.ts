import { describe, expect, it } from 'vitest';
import bookingsEn from '#contract/locales/bookings/en.json' with { type: 'json' };
import bookingsNe from '#contract/locales/bookings/ne.json' with { type: 'json' };
import { translateFrom, type Messages, type TranslateFunction } from '#web/lib/i18n.ts';
import { cancelPolicyText } from './cancel-policy.ts';

// The policy a client reads before booking and paying is the one the payments sweep applies:
// free until a day before, then half of an online payment back (BOOKING_RULES).

const translator =
  (messages: Messages, language: 'en' | 'ne'): TranslateFunction =>
  (key, values) =>
    translateFrom([messages], key, values, language);

describe('the cancellation policy', () => {
  const freeUntil = '2026-12-01T04:15:00.000Z'; // 10:00 in Nepal

  it('names the last free moment on Nepal’s clock and the part refunded after it', () => {
    const text = cancelPolicyText(translator(bookingsEn, 'en'), freeUntil, 'en');
    expect(text).toContain('Cancel free of charge until');
    expect(text).toContain('10:00');
    expect(text).toContain('50% is returned');
  });

  it('in Nepali digits on a Nepali page', () => {
    const text = cancelPolicyText(translator(bookingsNe, 'ne'), freeUntil, 'ne');
    expect(text).toContain('५०% फिर्ता हुन्छ');
    expect(text).not.toMatch(/[0-9]/);
  });
});
