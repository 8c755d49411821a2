import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';
import { openDatabase } from '#server/db/client.ts';
import { messages } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createLogger } from '#server/lib/logger.ts';
import type { Mail, Mailer } from '#server/lib/mailer/mailer.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import {
  excerptOf,
  MESSAGE_DIGEST,
  MESSAGE_DIGEST_JOB,
  messageDigestJob,
  sendMessageDigests,
} from './message-digest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;

const MINUTE = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A mail server that keeps what it was given; `failFor` addresses are refused. */
function testMailer(): Mailer & { mails: Mail[]; failFor: Set<string> } {
  const mails: Mail[] = [];
  const failFor = new Set<string>();
  return {
    mails,
    failFor,
    send(mail) {
      if (failFor.has(mail.to)) return Promise.reject(new Error('mail server unreachable'));
      mails.push(mail);
      return Promise.resolve();
    },
  };
}

function digestDeps(mailer: Mailer, db = t.database.db) {
  return { db, mailer, logger: createLogger('silent'), publicUrl: TEST_ORIGIN };
}

/** Other tests share the database and its due messages: every check looks at one person's mails. */
const mailsTo = (mailer: { mails: Mail[] }, user: User) => mailer.mails.filter((mail) => mail.to === user.email);

async function start(from: User, to: User): Promise<string> {
  const response = await t.request('/api/conversations', {
    method: 'POST',
    json: { participantId: to.userId },
    cookie: from.cookie,
  });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as { id: string }).id;
}

async function send(from: User, conversationId: string, content: string): Promise<void> {
  const response = await t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    json: { content },
    cookie: from.cookie,
  });
  expect(response.status).toBe(201);
}

async function setEmails(user: User, emailMessages: boolean, language?: 'en' | 'ne'): Promise<void> {
  const response = await t.request('/api/me/notification-settings', {
    method: 'PUT',
    json: { emailMessages, ...(language ? { language } : {}) },
    cookie: user.cookie,
  });
  expect(response.status).toBe(200);
}

const conversationUrl = (id: string) => `${TEST_ORIGIN}/messages?conversation=${id}`;

describe('e-mails about unread messages', () => {
  it('mails a message left unread for 15 minutes, once, with its sender, excerpt and link', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const id = await start(sita, ram);
    const content =
      'Namaste Ram! I saw your plumbing service in Lalitpur. Could you come on Saturday morning to look at a leaking ' +
      'pipe in our kitchen? We are near Pulchowk, behind the big temple.';
    await send(sita, id, content);
    const sentAt = new Date();

    await sendMessageDigests(digestDeps(mailer), later(sentAt, 14 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(0);

    await sendMessageDigests(digestDeps(mailer), later(sentAt, 16 * MINUTE));
    const [mail, ...more] = mailsTo(mailer, ram);
    expect(more).toHaveLength(0);
    expect(mailsTo(mailer, sita)).toHaveLength(0);
    expect(mail!.subject).toContain('You have unread messages on Sipalu');
    expect(mail!.text).toContain('Hello Ram Thapa,');
    expect(mail!.text).toContain('Sita Gurung — 1 unread message');
    expect(mail!.text).toContain(`“${excerptOf(content)}”`);
    expect(excerptOf(content).length).toBeLessThanOrEqual(140);
    expect(excerptOf(content)).toMatch(/^Namaste Ram! I saw your plumbing service.*…$/);
    expect(mail!.text).toContain(`Open the conversation: ${conversationUrl(id)}`);
    expect(mail!.text).toContain(
      `turn off “E-mail me about unread messages” in your account settings: ${TEST_ORIGIN}/settings/security`,
    );
    expect(mail!.html).toContain(`<a href="${conversationUrl(id)}">`);
    expect(mail!.html).toContain('<strong>Sita Gurung</strong>');

    await sendMessageDigests(digestDeps(mailer), later(sentAt, 17 * MINUTE));
    await sendMessageDigests(digestDeps(mailer), later(sentAt, 3 * 60 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(1);
  });

  it('waits an hour before the next e-mail about a conversation, which tells only of newer messages', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const id = await start(sita, ram);
    await send(sita, id, 'Are you free on Saturday?');
    const first = later(new Date(), 16 * MINUTE);
    await sendMessageDigests(digestDeps(mailer), first);
    expect(mailsTo(mailer, ram)).toHaveLength(1);

    await send(sita, id, 'Or on Sunday, after 10?');
    await send(sita, id, 'Please call me: 9800000000');
    await sendMessageDigests(digestDeps(mailer), later(first, 30 * MINUTE));
    await sendMessageDigests(digestDeps(mailer), later(first, 59 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(1);

    await sendMessageDigests(digestDeps(mailer), later(first, 61 * MINUTE));
    const mails = mailsTo(mailer, ram);
    expect(mails).toHaveLength(2);
    // all three are unread; the excerpt is the latest, the first one is not told of again
    expect(mails[1]!.text).toContain('Sita Gurung — 3 unread messages');
    expect(mails[1]!.text).toContain('“Please call me: 9800000000”');
    expect(mails[1]!.text).not.toContain('Saturday');

    // nothing newer: no third e-mail, however long the messages stay unread
    await sendMessageDigests(digestDeps(mailer), later(first, 3 * 60 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(2);
  });

  it('sends nothing about messages that were read', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const id = await start(sita, ram);
    await send(sita, id, 'See you tomorrow');
    const read = await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: ram.cookie });
    expect(read.status).toBeLessThan(300);
    await sendMessageDigests(digestDeps(mailer), later(new Date(), 16 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(0);
  });

  it('sends nothing to someone who turned these e-mails off, and resumes when turned back on', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    await setEmails(ram, false);
    const id = await start(sita, ram);
    await send(sita, id, 'Hello?');
    const due = later(new Date(), 16 * MINUTE);
    await sendMessageDigests(digestDeps(mailer), due);
    expect(mailsTo(mailer, ram)).toHaveLength(0);

    await setEmails(ram, true);
    await sendMessageDigests(digestDeps(mailer), later(due, MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(1);
  });

  it('lists every due conversation in one e-mail; a deleted sender shows as "Deleted user"', async () => {
    const mailer = testMailer();
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const hari = await t.signUp({ fullName: 'Hari Shrestha', verified: true });
    await t.database.db
      .update(profiles)
      .set({ fullName: 'Hari Shrestha (Electrician)' })
      .where(eq(profiles.id, hari.userId));
    const withSita = await start(sita, ram);
    const withHari = await start(hari, ram);
    await send(sita, withSita, 'Thank you for the quote');
    await send(hari, withHari, 'I can fix the wiring on Monday');
    await send(hari, withHari, 'It costs रु 2,500');
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: sita.cookie,
    });
    expect(deleted.status).toBe(200);

    await sendMessageDigests(digestDeps(mailer), later(new Date(), 16 * MINUTE));
    const [mail, ...more] = mailsTo(mailer, ram);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Deleted user — 1 unread message');
    expect(mail!.text).toContain('“Thank you for the quote”');
    expect(mail!.text).toContain(conversationUrl(withSita));
    expect(mail!.text).toContain('Hari Shrestha (Electrician) — 2 unread messages');
    expect(mail!.text).toContain('“It costs रु 2,500”');
    expect(mail!.text).toContain(conversationUrl(withHari));
    expect(mailer.mails.filter((sent) => sent.to === sita.email)).toHaveLength(0);
  });

  it('writes in the language the settings were last changed in; both while it is unknown', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const gita = await t.signUp({ fullName: 'Gita Rai', verified: true });
    const hari = await t.signUp({ fullName: 'Hari Shrestha', verified: true });
    await setEmails(ram, true, 'ne');
    await setEmails(gita, true, 'en');
    for (const reader of [ram, gita, hari]) await send(sita, await start(sita, reader), 'नमस्ते!');

    await sendMessageDigests(digestDeps(mailer), later(new Date(), 16 * MINUTE));
    const [nepali] = mailsTo(mailer, ram);
    expect(nepali!.subject).toBe('सिपालुमा तपाईंका नपढिएका सन्देशहरू छन्');
    expect(nepali!.text).toContain('नमस्ते Ram Thapa,');
    // the count in Nepali digits, as the app writes it
    expect(nepali!.text).toContain('Sita Gurung — १ वटा नपढिएको सन्देश');
    expect(nepali!.text).toContain('कुराकानी खोल्नुहोस्:');
    expect(nepali!.text).not.toContain('unread');

    const [english] = mailsTo(mailer, gita);
    expect(english!.subject).toBe('You have unread messages on Sipalu');
    expect(english!.text).toContain('Sita Gurung — 1 unread message');
    expect(english!.text).not.toContain('नपढिएको');

    const [both] = mailsTo(mailer, hari);
    expect(both!.subject).toBe('You have unread messages on Sipalu / सिपालुमा तपाईंका नपढिएका सन्देशहरू छन्');
    expect(both!.text).toContain('1 unread message');
    expect(both!.text).toContain('१ वटा नपढिएको सन्देश');
  });

  it('sends one e-mail when two runs look at the same time', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const id = await start(sita, ram);
    await send(sita, id, 'Two processes, one e-mail');
    const due = later(new Date(), 16 * MINUTE);
    await Promise.all([
      sendMessageDigests(digestDeps(mailer), due),
      sendMessageDigests(digestDeps(mailer), due),
      sendMessageDigests(digestDeps(mailer), later(due, 1_000)),
    ]);
    expect(mailsTo(mailer, ram)).toHaveLength(1);
  });

  it.skipIf(!testDatabaseUrl())('sends one e-mail when two processes share one PostgreSQL database', async () => {
    const [{ name }] = (
      (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: [{ name: string }];
      }
    ).rows;
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${name}`;
    const other = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      const mailer = testMailer();
      const readers = await Promise.all([1, 2, 3].map((n) => t.signUp({ fullName: `Reader ${n}` })));
      const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
      for (const reader of readers) await send(sita, await start(sita, reader), 'Namaste');
      // warm connections in both pools, so both runs really look at the same time
      const ping = (db: typeof other.db) => db.execute(sql`select 1`);
      await Promise.all([ping(t.database.db), ping(t.database.db), ping(other.db), ping(other.db)]);
      const due = later(new Date(), 16 * MINUTE);
      await Promise.all(
        [t.database.db, other.db, t.database.db, other.db].map((db) => sendMessageDigests(digestDeps(mailer, db), due)),
      );
      for (const reader of readers) expect(mailsTo(mailer, reader)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('keeps mailing the others when one e-mail fails, and tries the failed one again', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const gita = await t.signUp({ fullName: 'Gita Rai', verified: true });
    await send(sita, await start(sita, ram), 'For Ram');
    await send(sita, await start(sita, gita), 'For Gita');
    mailer.failFor.add(ram.email);
    const due = later(new Date(), 16 * MINUTE);
    await sendMessageDigests(digestDeps(mailer), due);
    expect(mailsTo(mailer, gita)).toHaveLength(1);
    expect(mailsTo(mailer, ram)).toHaveLength(0);

    mailer.failFor.clear();
    await sendMessageDigests(digestDeps(mailer), later(due, MINUTE));
    await sendMessageDigests(digestDeps(mailer), later(due, 2 * MINUTE));
    expect(mailsTo(mailer, ram)).toHaveLength(1);
    expect(mailsTo(mailer, ram)[0]!.text).toContain('“For Ram”');
    expect(mailsTo(mailer, gita)).toHaveLength(1);
  });

  it('runs as a recurring background job until its runner stops', async () => {
    const mailer = testMailer();
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const gita = await t.signUp({ fullName: 'Gita Rai', verified: true });
    // the clock is the real one here: the messages are made 16 minutes old instead
    const sendOld = async (to: User, content: string) => {
      const id = await start(sita, to);
      await send(sita, id, content);
      await t.database.db
        .update(messages)
        .set({ createdAt: sql`${messages.createdAt} - interval '16 minutes'` })
        .where(eq(messages.conversationId, id));
    };
    await sendOld(ram, 'Sent a while ago');
    // a process of its own that runs the digest job every 20 ms
    const runner = createJobRunner({
      db: t.database.db,
      bus: t.database.bus,
      logger: createLogger('silent'),
      handlers: { [MESSAGE_DIGEST_JOB]: messageDigestJob(digestDeps(mailer), 20) },
    });
    runner.start();
    await expect.poll(() => mailsTo(mailer, ram).length, { timeout: 5_000 }).toBe(1);
    await runner.stop();

    await sendOld(gita, 'Sent after the stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(mailer, gita)).toHaveLength(0);
  });
});

describe('excerptOf', () => {
  it('keeps a short message whole on one line and cuts a long one at a word', () => {
    expect(excerptOf('  See you\n\ntomorrow  ')).toBe('See you tomorrow');
    const long = 'word '.repeat(60);
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(MESSAGE_DIGEST.excerptLength);
    expect(excerpt).toMatch(/word…$/);
  });
});
