import { describe, expect, it } from 'vitest';
import messagingEn from '#contract/locales/messaging/en.json' with { type: 'json' };
import messagingNe from '#contract/locales/messaging/ne.json' with { type: 'json' };
import type { NotificationItem } from '#contract/messaging.ts';
import {
  loadNamespaces,
  setLanguage,
  translateFrom,
  translatorFor,
  type Messages,
  type TranslateFunction,
} from '#web/lib/i18n.ts';
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

const translator =
  (messages: Messages, language: 'en' | 'ne'): TranslateFunction =>
  (key, values) =>
    translateFrom([messages], key, values, language);

const bookingNotice = (payload: Record<string, unknown>): NotificationItem => ({
  id: 'n1',
  kind: 'booking',
  payload,
  readAt: null,
  createdAt: '2026-11-28T04:15:00.000Z',
});

describe('a booking notification', () => {
  const payload = {
    bookingId: 'b-42',
    status: 'accepted',
    actor: 'professional',
    serviceTitle: 'House Wiring & Electrical Repairs',
    serviceTitleNe: 'घरको वायरिङ र बिजुली मर्मत',
  };

  it('says what happened to which service and links to the booking', () => {
    const notice = describeNotification(bookingNotice(payload), translator(messagingEn, 'en'), 'en');
    expect(notice.title).toBe('Your booking was accepted: House Wiring & Electrical Repairs');
    expect(notice.to).toBe('/bookings/b-42');
  });

  it('names the service in Nepali for a Nepali reader', () => {
    const notice = describeNotification(bookingNotice(payload), translator(messagingNe, 'ne'), 'ne');
    expect(notice.title).toBe('तपाईंको बुकिङ स्वीकार गरियो: घरको वायरिङ र बिजुली मर्मत');
  });

  it('tells of a payment dispute and staff’s decision, in either language', () => {
    const decided = bookingNotice({ ...payload, status: 'dispute_partial_refund', actor: 'staff' });
    expect(describeNotification(decided, translator(messagingEn, 'en'), 'en')).toMatchObject({
      title: 'Dispute decided, partly refunded: House Wiring & Electrical Repairs',
      to: '/bookings/b-42',
    });
    const opened = bookingNotice({ ...payload, status: 'dispute_opened', actor: 'client' });
    expect(describeNotification(opened, translator(messagingNe, 'ne'), 'ne').title).toBe(
      'ग्राहकले भुक्तानीमा विवाद गर्नुभयो: घरको वायरिङ र बिजुली मर्मत',
    );
  });

  it('tells what happened to its money with the amount and the wallet, in Nepali digits on a Nepali page', () => {
    const held = bookingNotice({ ...payload, status: 'payment_held', actor: 'system', amountPaisa: 250_050 });
    expect(describeNotification(held, translator(messagingEn, 'en'), 'en').title).toBe(
      'Payment held until the work is done: रु 2,500.50 for House Wiring & Electrical Repairs',
    );
    const refunded = bookingNotice({
      ...payload,
      status: 'refund_paid',
      actor: 'system',
      amountPaisa: 250_000,
      provider: 'khalti',
    });
    expect(describeNotification(refunded, translator(messagingNe, 'ne'), 'ne').title).toBe(
      'रु २,५०० तपाईंको Khalti मा फिर्ता भयो: घरको वायरिङ र बिजुली मर्मत',
    );
  });

  it('falls back to a generic text for a status it does not know', () => {
    const notice = describeNotification(
      bookingNotice({ ...payload, status: 'teleported' }),
      translator(messagingEn, 'en'),
    );
    expect(notice.title).toBe('You have a new notification');
  });
});

describe('a payout notification', () => {
  const payout: NotificationItem = {
    id: 'n2',
    kind: 'payout',
    payload: { payoutId: 'p-1', amountPaisa: 135_045, reference: 'NIC Asia FT-7781' },
    readAt: null,
    createdAt: '2026-11-28T04:15:00.000Z',
  };

  it('says how much Sipalu sent, with the reference, in the reader’s digits, and leads to the earnings', () => {
    const english = describeNotification(payout, translator(messagingEn, 'en'), 'en');
    expect(english.title).toBe('Sipalu paid you रु 1,350.45 (reference NIC Asia FT-7781)');
    expect(english.to).toBe('/earnings');
    expect(describeNotification(payout, translator(messagingNe, 'ne'), 'ne').title).toBe(
      'सिपालुले तपाईंलाई रु १,३५०.४५ पठायो (सन्दर्भ NIC Asia FT-7781)',
    );
  });
});

describe('a program fee notification', () => {
  const notice = (status: string): NotificationItem => ({
    id: 'n2',
    kind: 'program_payment',
    payload: {
      programId: 'p-7',
      status,
      programTitle: 'Certified Network Technician',
      programTitleNe: 'प्रमाणित नेटवर्क प्राविधिक',
      amountPaisa: 250_050,
      provider: 'esewa',
    },
    readAt: null,
    createdAt: '2026-11-28T04:15:00.000Z',
  });

  it('tells the learner, in the reader’s language and digits, and links to the program', () => {
    expect(describeNotification(notice('program_paid'), translator(messagingEn, 'en'), 'en')).toMatchObject({
      title: 'Paid रु 2,500.50: you are enrolled in Certified Network Technician',
      to: '/programs/p-7',
    });
    expect(describeNotification(notice('program_partial_refund_owed'), translator(messagingNe, 'ne'), 'ne').title).toBe(
      'तपाईंको शुल्कको रु २,५००.५० तपाईंको eSewa मा फिर्ता हुँदैछ: प्रमाणित नेटवर्क प्राविधिक',
    );
  });

  it('sends the institution to its dashboard when a fee is released to it', () => {
    expect(describeNotification(notice('program_payment_released'), translator(messagingEn, 'en'), 'en')).toMatchObject(
      { title: 'रु 2,500.50 is now available to you: Certified Network Technician', to: '/institution-dashboard' },
    );
  });
});
