import { describe, expect, it } from 'vitest';
import messagingEn from '#contract/locales/messaging/en.json' with { type: 'json' };
import messagingNe from '#contract/locales/messaging/ne.json' with { type: 'json' };
import type { NotificationItem } from '#contract/messaging.ts';
import { translateFrom, type Messages, type TranslateFunction } from '#web/lib/i18n.ts';
import { describeNotification } from './notifications-list.tsx';

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

  it('falls back to a generic text for a status it does not know', () => {
    const notice = describeNotification(
      bookingNotice({ ...payload, status: 'teleported' }),
      translator(messagingEn, 'en'),
    );
    expect(notice.title).toBe('You have a new notification');
  });
});
