import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '#contract/messaging.ts';
import { loadNamespaces, setLanguage, translatorFor } from '#web/lib/i18n.ts';
import { describeNotification } from './notifications-list.tsx';

// A notification's payload holds data, and the bell words it in the reader's language: a Nepali
// reader's verification notice names the badge in Nepali, with Nepali digits.

const approved: NotificationItem = {
  id: 'n1',
  kind: 'trust',
  payload: {
    event: 'verification_approved',
    item: 'NSTB Level 1 · इलेक्ट्रिसियन · ID verified',
    badge: {
      role: 'professional',
      certificate: { framework: 'NSTB', level: '1', occupation: 'इलेक्ट्रिसियन' },
      ctevtAffiliated: false,
      isAgency: false,
      verifiedAt: '2026-11-20T06:00:00.000Z',
    },
    reason: '',
    to: '/professional-dashboard',
  },
  readAt: null,
  createdAt: '2026-11-20T06:00:00.000Z',
};

describe('the bell', () => {
  it('words a verification badge in the reader language', async () => {
    await loadNamespaces(['messaging', 'lists']);
    expect(describeNotification(approved, translatorFor('en'), 'en').title).toBe(
      'Verified: NSTB Level 1 · इलेक्ट्रिसियन · ID verified',
    );
    await setLanguage('ne');
    expect(describeNotification(approved, translatorFor('ne'), 'ne').title).toBe(
      'प्रमाणित: NSTB तह १ · इलेक्ट्रिसियन · परिचय प्रमाणित',
    );
  });

  it('keeps the words of a notice stored before badges were sent', async () => {
    await setLanguage('ne');
    const { badge: _badge, ...older } = approved.payload;
    expect(describeNotification({ ...approved, payload: older }, translatorFor('ne'), 'ne').title).toBe(
      'प्रमाणित: NSTB Level 1 · इलेक्ट्रिसियन · ID verified',
    );
  });
});
