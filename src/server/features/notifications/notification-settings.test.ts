import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { englishMessage } from '#contract/messages.ts';
import { NotificationSettings } from '#contract/notification-settings.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/me/notification-settings';

async function settingsOf(cookie: string): Promise<NotificationSettings> {
  const response = await t.request(PATH, { cookie });
  expect(response.status).toBe(200);
  return NotificationSettings.parse(await response.json());
}

const put = (json: unknown, cookie?: string) => t.request(PATH, { method: 'PUT', json, ...(cookie ? { cookie } : {}) });

describe('notification settings', () => {
  it('refuses anonymous visitors', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await put({ emailMessages: false })).status).toBe(401);
  });

  it('starts with e-mails about unread messages on', async () => {
    const { cookie } = await t.signUp();
    expect(await settingsOf(cookie)).toEqual({ emailMessages: true });
  });

  it('turns them off and on again for me only, remembering the language I changed them in', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const off = await put({ emailMessages: false, language: 'ne' }, me.cookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ emailMessages: false });
    expect(await settingsOf(me.cookie)).toEqual({ emailMessages: false });
    expect(await settingsOf(other.cookie)).toEqual({ emailMessages: true });

    const [stored] = await t.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, me.userId));
    expect(stored).toMatchObject({ emailMessages: false, mailLanguage: 'ne' });

    // without a language the one I chose before stays
    expect((await put({ emailMessages: true }, me.cookie)).status).toBe(200);
    expect(await settingsOf(me.cookie)).toEqual({ emailMessages: true });
    const [again] = await t.database.db
      .select({ mailLanguage: notificationSettings.mailLanguage })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, me.userId));
    expect(again?.mailLanguage).toBe('ne');
    const rows = await t.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, other.userId));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 to a malformed change', async () => {
    const { cookie } = await t.signUp();
    for (const body of [{}, { emailMessages: 'no' }, { emailMessages: true, language: 'fr' }]) {
      const response = await put(body, cookie);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toBe(englishMessage('validation.invalidRequest'));
    }
    expect(await settingsOf(cookie)).toEqual({ emailMessages: true });
  });
});
