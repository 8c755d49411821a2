import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '#server/db/schema/messaging.ts';
import { createLogger } from '#server/lib/logger.ts';
import type { Mail, Mailer } from '#server/lib/mailer/mailer.ts';
import { sendMessageDigests } from './message-digest.ts';
import { unreadCheckJob } from './unread-checks.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';
import { expectStatus } from '#tests/factories/moderation.ts';

// A message staff hid never reaches its recipient: not in the conversation list's preview, not in
// the unread counts, not in the bell's "new message" line, not in the e-mail about unread messages.

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signUpStaff();
  // the checks are run by hand below, after the hide
  t.deps.unreadChecks.delayMs = 3_600_000;
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;
const SCAM = 'Send Rs 20,000 to this eSewa number for your visa first.';

async function conversationWith(from: User, to: User, ...contents: string[]) {
  const { id } = (await expectStatus(t, '/api/conversations', 201, {
    json: { participantId: to.userId },
    cookie: from.cookie,
  })) as { id: string };
  const sent: string[] = [];
  for (const content of contents) {
    const message = (await expectStatus(t, `/api/conversations/${id}/messages`, 201, {
      json: { content },
      cookie: from.cookie,
    })) as { id: string };
    sent.push(message.id);
  }
  return { id, sent };
}

const hide = (messageId: string) =>
  expectStatus(t, `/api/staff/reports/message/${messageId}/hide`, 200, {
    json: { reason: 'Asks for money.' },
    cookie: staff.cookie,
  });

const listed = async (user: User) =>
  (
    (await expectStatus(t, '/api/conversations', 200, { cookie: user.cookie })) as {
      items: { id: string; lastMessagePreview: string; unreadCount: number }[];
    }
  ).items;

const unreadCount = async (user: User) =>
  ((await expectStatus(t, '/api/conversations/unread-count', 200, { cookie: user.cookie })) as { count: number }).count;

describe('a hidden message', () => {
  it('leaves the preview, which shows the latest visible message, and the unread counts', async () => {
    const sender = await t.signUp({ verified: true });
    const recipient = await t.signUp();
    const { id, sent } = await conversationWith(sender, recipient, 'Namaste, I have a job for you abroad.', SCAM);
    expect((await listed(recipient)).find((row) => row.id === id)?.lastMessagePreview).toContain('eSewa');

    await hide(sent[1]!);

    const row = (await listed(recipient)).find((item) => item.id === id);
    expect(row).toMatchObject({ lastMessagePreview: 'Namaste, I have a job for you abroad.', unreadCount: 1 });
    expect(await unreadCount(recipient)).toBe(1);
    const pane = (await expectStatus(t, `/api/conversations/${id}`, 200, { cookie: recipient.cookie })) as {
      lastMessagePreview: string;
      unreadCount: number;
    };
    expect(pane).toMatchObject({ lastMessagePreview: 'Namaste, I have a job for you abroad.', unreadCount: 1 });
  });

  it('takes the conversation out of the list when it was the only message', async () => {
    const sender = await t.signUp({ verified: true });
    const recipient = await t.signUp();
    const { id, sent } = await conversationWith(sender, recipient, SCAM);
    await hide(sent[0]!);
    expect((await listed(recipient)).map((row) => row.id)).not.toContain(id);
    expect(await unreadCount(recipient)).toBe(0);
  });

  it('is not the "new message" notification', async () => {
    const sender = await t.signUp({ verified: true });
    const recipient = await t.signUp();
    const { id, sent } = await conversationWith(sender, recipient, SCAM);
    await hide(sent[0]!);
    await unreadCheckJob({ db: t.database.db, bus: t.deps.bus, logger: createLogger('silent') }).run([
      { recipientId: recipient.userId, conversationId: id },
    ]);
    const bell = (await expectStatus(t, '/api/notifications', 200, { cookie: recipient.cookie })) as {
      items: { kind: string }[];
    };
    expect(bell.items.filter((item) => item.kind === 'message')).toEqual([]);
  });

  it('is neither quoted nor counted in the e-mail about unread messages', async () => {
    const sender = await t.signUp({ verified: true });
    const recipient = await t.signUp();
    const { sent } = await conversationWith(sender, recipient, 'Are you free on Sunday?', SCAM);
    await hide(sent[1]!);
    const mails: Mail[] = [];
    const mailer: Mailer = {
      send: (mail) => {
        mails.push(mail);
        return Promise.resolve();
      },
    };
    const [first] = await t.database.db.select().from(messages).where(eq(messages.id, sent[0]!));
    const due = new Date(first!.createdAt.getTime() + 16 * 60_000);
    await sendMessageDigests(
      { db: t.database.db, mailer, logger: createLogger('silent'), publicUrl: TEST_ORIGIN },
      due,
    );
    const mine = mails.filter((mail) => mail.to === recipient.email);
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0])).not.toContain('eSewa');
    expect(JSON.stringify(mine[0])).toContain('Are you free on Sunday?');
  });
});
