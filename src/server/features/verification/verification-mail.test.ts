import { describe, expect, it } from 'vitest';
import { badgeLabel } from './verification-mail.ts';

// The decision e-mail names the badge as the app does, in the reader's language and digits.

describe('a badge in an e-mail', () => {
  const badge = {
    role: 'professional' as const,
    certificate: { framework: 'NSTB' as const, level: '1', occupation: 'Electrician' },
    ctevtAffiliated: false,
    isAgency: false,
    verifiedAt: '2026-11-20T06:00:00.000Z',
  };

  it('is written in Nepali with Nepali digits for a Nepali reader', () => {
    expect(badgeLabel(badge, 'en')).toBe('NSTB Level 1 · Electrician · ID verified');
    expect(badgeLabel(badge, 'ne')).toBe('NSTB तह १ · Electrician · परिचय प्रमाणित');
  });
});
