import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage } from '#contract/messages.ts';
import { MESSAGING_LIMITS } from '#contract/messaging-rules.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';

// Who may reach whom, and how fast (security review, issue 35): a new account sent 120 messages to
// the 12 listed professionals in under two seconds, and Sipalu e-mailed them all. Starting a
// conversation needs a verified e-mail; starts and messages are counted per account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string; key?: string } };

const start = (from: User | null, to: User) =>
  t.request('/api/conversations', { method: 'POST', json: { participantId: to.userId }, cookie: from?.cookie });
const send = (from: User, conversationId: string, content: string) =>
  t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    json: { content },
    cookie: from.cookie,
  });
const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

describe('starting a conversation', () => {
  it('needs a verified e-mail: 403 with a clear message, nothing created, then allowed once verified', async () => {
    const newcomer = await t.signUp({ fullName: 'New Account' });
    const professional = await t.signUp({ fullName: 'Listed Plumber' });
    expect((await start(null, professional)).status).toBe(401);

    const refused = await start(newcomer, professional);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      code: 'FORBIDDEN',
      key: 'errors.verifyEmailToMessage',
      message: englishMessage('errors.verifyEmailToMessage'),
    });
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.user1Id, newcomer.userId), eq(conversations.user2Id, newcomer.userId)));
    expect(rows).toEqual([]);

    await t.verifyEmail(newcomer.email);
    expect((await start(newcomer, professional)).status).toBe(201);
  });

  it('lets an unverified account reply in a conversation someone else started', async () => {
    const student = await t.signUp({ verified: true });
    const professional = await t.signUp();
    const id = await idOf(await start(student, professional));
    expect((await send(professional, id, 'Namaste, how can I help?')).status).toBe(201);
  });

  it(`allows ${MESSAGING_LIMITS.conversationsPerHour} starts an hour per account, then 429; others are not affected`, async () => {
    const spammer = await t.signUp({ verified: true });
    const professionals = await Promise.all(Array.from({ length: 12 }, () => t.signUp()));
    const statuses: number[] = [];
    for (const professional of professionals) statuses.push((await start(spammer, professional)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGING_LIMITS.conversationsPerHour);
    expect(statuses.slice(MESSAGING_LIMITS.conversationsPerHour)).toEqual([429, 429]);
    const refused = await start(spammer, professionals.at(-1)!);
    expect(await errorOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'errors.tooManyConversations',
      message: englishMessage('errors.tooManyConversations'),
    });

    const someoneElse = await t.signUp({ verified: true });
    expect((await start(someoneElse, professionals.at(-1)!)).status).toBe(201);
  });
});

describe('sending messages', () => {
  it(`allows ${MESSAGING_LIMITS.messagesPerMinute} messages a minute per account, then 429; the other side may still reply`, async () => {
    const sender = await t.signUp({ verified: true });
    const professional = await t.signUp();
    const id = await idOf(await start(sender, professional));
    const statuses = await Promise.all(
      Array.from({ length: MESSAGING_LIMITS.messagesPerMinute + 5 }, (_, index) => send(sender, id, `BUY ${index}`)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGING_LIMITS.messagesPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = await send(sender, id, 'one more');
    expect(await errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', key: 'errors.tooManyMessages' });

    expect((await send(professional, id, 'Please stop.')).status).toBe(201);
  });
});

// the embedded database is one process's: its counters live in that process
describe.runIf(testDatabaseUrl())('across processes on one PostgreSQL', () => {
  it('counts starts made through either process against the one limit', async () => {
    // a second app on the same database, as a second process behind the balancer would be
    const other = await createTestApp({ database: t.database });
    try {
      const spammer = await t.signUp({ verified: true });
      const professionals = await Promise.all(
        Array.from({ length: MESSAGING_LIMITS.conversationsPerHour + 2 }, () => t.signUp()),
      );
      const statuses: number[] = [];
      for (const [index, professional] of professionals.entries()) {
        const app = index % 2 ? other : t;
        const response = await app.request('/api/conversations', {
          method: 'POST',
          json: { participantId: professional.userId },
          cookie: spammer.cookie,
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGING_LIMITS.conversationsPerHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
