import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { ConversationPage, ConversationSummary, Message, MessagePage, NotificationPage } from '#contract/messaging.ts';
import { englishMessage } from '#contract/messages.ts';
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE } from '#contract/messaging-rules.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { MESSAGE_NOTIFICATION_DELAY_MS } from './unread-checks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.deps.unreadChecks.delayMs = MESSAGE_NOTIFICATION_DELAY_MS;
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string; key?: string } };

async function start(from: User, to: User): Promise<string> {
  const response = await t.request('/api/conversations', {
    method: 'POST',
    json: { participantId: to.userId },
    cookie: from.cookie,
  });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as { id: string }).id;
}

async function send(from: User, conversationId: string, content: string): Promise<Response> {
  return t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    json: { content },
    cookie: from.cookie,
  });
}

async function sent(from: User, conversationId: string, content: string): Promise<Message> {
  const response = await send(from, conversationId, content);
  expect(response.status).toBe(201);
  return Message.parse(await response.json());
}

async function getJson<T>(path: string, user: User, parse: { parse(value: unknown): T }): Promise<T> {
  const response = await t.request(path, { cookie: user.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return parse.parse(await response.json());
}

const unreadOf = async (user: User) =>
  ((await (await t.request('/api/conversations/unread-count', { cookie: user.cookie })).json()) as { count: number })
    .count;

describe('starting a conversation', () => {
  it('creates one conversation per pair, whichever of the two starts it', async () => {
    const sita = await t.signUp({ fullName: 'Sita Gurung', verified: true });
    const ram = await t.signUp({ fullName: 'Ram Thapa', verified: true });
    const first = await t.request('/api/conversations', {
      method: 'POST',
      json: { participantId: ram.userId },
      cookie: sita.cookie,
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };

    const again = await t.request('/api/conversations', {
      method: 'POST',
      json: { participantId: ram.userId },
      cookie: sita.cookie,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });

    const reverse = await t.request('/api/conversations', {
      method: 'POST',
      json: { participantId: sita.userId },
      cookie: ram.cookie,
    });
    expect(reverse.status).toBe(200);
    expect(await reverse.json()).toEqual({ id });
  });

  it('two first clicks at once still make one conversation', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const ids = await Promise.all([start(a, b), start(b, a), start(a, b)]);
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses myself (400), an unknown or malformed user (404) and anonymous visitors (401)', async () => {
    const me = await t.signUp({ verified: true });
    const self = await t.request('/api/conversations', {
      method: 'POST',
      json: { participantId: me.userId },
      cookie: me.cookie,
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as ErrorBody).error.message).toBe(englishMessage('messaging.cannotMessageSelf'));

    for (const participantId of ['0b7c7d1e-8a55-4b0c-9d0f-2f7b7d3c9a11', 'not-a-user']) {
      const unknown = await t.request('/api/conversations', {
        method: 'POST',
        json: { participantId },
        cookie: me.cookie,
      });
      expect(unknown.status).toBe(404);
    }

    const anonymous = await t.request('/api/conversations', { method: 'POST', json: { participantId: me.userId } });
    expect(anonymous.status).toBe(401);
  });
});

describe('sending and reading', () => {
  it('lists messages oldest first and conversations by latest activity, with the real name and preview', async () => {
    const student = await t.signUp({ fullName: 'Asha Rai', verified: true });
    const plumber = await t.signUp({ fullName: 'Bikash Shrestha', verified: true });
    const electrician = await t.signUp({ fullName: 'Chandra Karki', verified: true });
    const withPlumber = await start(student, plumber);
    const withElectrician = await start(student, electrician);

    await sent(student, withPlumber, 'Namaste, my kitchen tap leaks.');
    await sent(plumber, withPlumber, 'I can come tomorrow at 10.');
    await sent(student, withElectrician, 'Can you fix a fuse box?');

    const thread = await getJson(`/api/conversations/${withPlumber}/messages`, student, MessagePage);
    expect(thread.items.map((message) => message.content)).toEqual([
      'Namaste, my kitchen tap leaks.',
      'I can come tomorrow at 10.',
    ]);
    expect(thread.olderCursor).toBeNull();

    let list = await getJson('/api/conversations', student, ConversationPage);
    expect(list.items.map((item) => item.otherUser?.name)).toEqual(['Chandra Karki', 'Bikash Shrestha']);
    expect(list.items[1]).toMatchObject({
      id: withPlumber,
      otherUser: { id: plumber.userId, avatarUrl: null },
      lastMessagePreview: 'I can come tomorrow at 10.',
      unreadCount: 1,
    });

    // an answer moves the conversation back to the top
    await sent(plumber, withPlumber, 'Or today after 4?');
    list = await getJson('/api/conversations', student, ConversationPage);
    expect(list.items.map((item) => item.id)).toEqual([withPlumber, withElectrician]);
    expect(list.items[0]!.lastMessagePreview).toBe('Or today after 4?');
    expect(list.items[0]!.unreadCount).toBe(2);
  });

  it('shows the profile name and uploaded avatar of the other person', async () => {
    const a = await t.signUp({ fullName: 'Account Name', verified: true });
    const b = await t.signUp({ fullName: 'Someone', verified: true });
    await t.database.db
      .insert(profiles)
      .values({ id: a.userId, fullName: 'Dipa Magar', avatarUrl: '/uploads/profile-images/avatars/x.webp' })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { fullName: 'Dipa Magar', avatarUrl: '/uploads/profile-images/avatars/x.webp' },
      });
    const id = await start(b, a);
    await sent(a, id, 'Hello');
    const detail = await getJson(`/api/conversations/${id}`, b, ConversationSummary);
    expect(detail.otherUser).toEqual({
      id: a.userId,
      name: 'Dipa Magar',
      avatarUrl: '/uploads/profile-images/avatars/x.webp',
    });
  });

  it('keeps an empty conversation out of the list but lets its participants open it', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ fullName: 'Quiet Person', verified: true });
    const id = await start(a, b);
    const list = await getJson('/api/conversations', a, ConversationPage);
    expect(list.items.map((item) => item.id)).not.toContain(id);
    const detail = await getJson(`/api/conversations/${id}`, a, ConversationSummary);
    expect(detail).toMatchObject({ id, lastMessagePreview: null, otherUser: { name: 'Quiet Person' } });
  });

  it('refuses blank and oversize messages and keeps nothing of them', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    for (const content of ['', '   ', '\n\t ']) {
      const response = await send(a, id, content);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        englishMessage('messaging.validation.contentRequired'),
      );
    }
    const long = await send(a, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.message).toBe(
      englishMessage('messaging.validation.contentTooLong'),
    );
    const atLimit = await send(a, id, 'y'.repeat(MESSAGE_MAX_LENGTH));
    expect(atLimit.status).toBe(201);
    const thread = await getJson(`/api/conversations/${id}/messages`, a, MessagePage);
    expect(thread.items).toHaveLength(1);
  });

  it('trims a message and keeps its inner new lines', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    const message = await sent(a, id, '  Line one\nLine two  ');
    expect(message.content).toBe('Line one\nLine two');
    const list = await getJson('/api/conversations', a, ConversationPage);
    expect(list.items.find((item) => item.id === id)?.lastMessagePreview).toBe('Line one Line two');
  });

  it('opening a conversation marks only the other person’s messages read', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    await sent(a, id, 'from a 1');
    await sent(a, id, 'from a 2');
    await sent(b, id, 'from b');
    expect(await unreadOf(b)).toBe(2);
    expect(await unreadOf(a)).toBe(1);

    const read = await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: b.cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ marked: 2 });
    expect(await unreadOf(b)).toBe(0);
    expect(await unreadOf(a)).toBe(1);

    const thread = await getJson(`/api/conversations/${id}/messages`, a, MessagePage);
    const byContent = Object.fromEntries(thread.items.map((message) => [message.content, message.readAt]));
    expect(byContent['from a 1']).not.toBeNull();
    expect(byContent['from a 2']).not.toBeNull();
    expect(byContent['from b']).toBeNull(); // b's own message is not read by b opening it

    const again = await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: b.cookie });
    expect(await again.json()).toEqual({ marked: 0 });
  });

  it('pages long threads backwards without gaps or repeats', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    const total = MESSAGES_PAGE_SIZE + 7;
    for (let index = 0; index < total; index += 1) await sent(index % 2 ? b : a, id, `message ${index}`);

    const latest = await getJson(`/api/conversations/${id}/messages`, a, MessagePage);
    expect(latest.items).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(latest.items.at(-1)!.content).toBe(`message ${total - 1}`);
    expect(latest.olderCursor).toBe(latest.items[0]!.id);
    const older = await getJson(`/api/conversations/${id}/messages?before=${latest.olderCursor}`, a, MessagePage);
    expect(older.olderCursor).toBeNull();
    const all = [...older.items, ...latest.items].map((message) => message.content);
    expect(all).toEqual(Array.from({ length: total }, (_, index) => `message ${index}`));
  });

  it('searches conversations by the other person’s name and pages them', async () => {
    const me = await t.signUp({ fullName: 'Searcher', verified: true });
    const names = Array.from({ length: CONVERSATIONS_PAGE_SIZE + 2 }, (_, index) => `Person ${index}`);
    names.push('Kamala Tamang', '100% Sure_Name');
    // written directly: signing up 34 people (argon2) would make this test about hashing
    const others = await t.database.db
      .insert(users)
      .values(names.map((name, index) => ({ name, email: `search-${index}-${Date.now()}@example.com` })))
      .returning({ id: users.id, name: users.name });
    await t.database.db.insert(conversations).values(
      others.map((other, index) => ({
        user1Id: other.id,
        user2Id: me.userId,
        lastMessagePreview: `hi from ${other.name}`,
        updatedAt: new Date(Date.now() - index * 1000),
      })),
    );
    const found = await getJson('/api/conversations?q=tAmAnG', me, ConversationPage);
    expect(found.items.map((item) => item.otherUser?.name)).toEqual(['Kamala Tamang']);
    // LIKE wildcards in the query are plain characters
    const literal = await getJson(`/api/conversations?q=${encodeURIComponent('0% s')}`, me, ConversationPage);
    expect(literal.items.map((item) => item.otherUser?.name)).toEqual(['100% Sure_Name']);
    const underscore = await getJson('/api/conversations?q=_', me, ConversationPage);
    expect(underscore.items.map((item) => item.otherUser?.name)).toEqual(['100% Sure_Name']);

    const first = await getJson('/api/conversations', me, ConversationPage);
    expect(first.items).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await getJson(
      `/api/conversations?cursor=${encodeURIComponent(first.nextCursor!)}`,
      me,
      ConversationPage,
    );
    const seen = [...first.items, ...second.items].map((item) => item.otherUser?.name);
    expect(new Set(seen).size).toBe(names.length);
    expect(seen).toHaveLength(names.length);
    expect(second.nextCursor).toBeNull();
  });
});

describe('only the two participants', () => {
  it('refuses another user (404) and anonymous visitors (401) on every conversation endpoint', async () => {
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const stranger = await t.signUp({ verified: true });
    const id = await start(a, b);
    const message = await sent(a, id, 'private');

    const calls: { path: string; method?: string; json?: unknown }[] = [
      { path: `/api/conversations/${id}` },
      { path: `/api/conversations/${id}/messages` },
      { path: `/api/conversations/${id}/messages?before=${message.id}` },
      { path: `/api/conversations/${id}/messages`, method: 'POST', json: { content: 'let me in' } },
      { path: `/api/conversations/${id}/read`, method: 'POST' },
    ];
    for (const call of calls) {
      const asStranger = await t.request(call.path, { ...call, cookie: stranger.cookie });
      expect(asStranger.status, `${call.method ?? 'GET'} ${call.path}`).toBe(404);
      const anonymous = await t.request(call.path, call);
      expect(anonymous.status, `${call.method ?? 'GET'} ${call.path}`).toBe(401);
    }
    for (const path of ['/api/conversations', '/api/conversations/unread-count']) {
      expect((await t.request(path)).status).toBe(401);
    }

    // nothing leaked: the stranger's list and counts are empty, the message is unchanged
    expect((await getJson('/api/conversations', stranger, ConversationPage)).items).toEqual([]);
    expect(await unreadOf(stranger)).toBe(0);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(row).toMatchObject({ content: 'private', readAt: null });
    const thread = await getJson(`/api/conversations/${id}/messages`, b, MessagePage);
    expect(thread.items.map((item) => item.content)).toEqual(['private']);
  });

  it('answers 404 for an unknown or malformed conversation id', async () => {
    const a = await t.signUp({ verified: true });
    for (const id of ['0b7c7d1e-8a55-4b0c-9d0f-2f7b7d3c9a11', 'nope']) {
      expect((await t.request(`/api/conversations/${id}/messages`, { cookie: a.cookie })).status).toBe(404);
    }
  });
});

describe('message notifications', () => {
  it('notifies the recipient of a message still unread after the delay, once per conversation', async () => {
    t.deps.unreadChecks.delayMs = 30;
    const a = await t.signUp({ fullName: 'Gita Lama', verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    await sent(a, id, 'Are you free on Sunday?');
    await sent(a, id, 'For the wiring job.');
    await expect
      .poll(async () => (await getJson('/api/notifications', b, NotificationPage)).unreadCount, { timeout: 3000 })
      .toBe(1);
    const page = await getJson('/api/notifications', b, NotificationPage);
    expect(page.items[0]).toMatchObject({
      kind: 'message',
      payload: { conversationId: id, fromName: 'Gita Lama', preview: 'Are you free on Sunday?' },
      readAt: null,
    });
    // the sender is not notified of their own message
    expect((await getJson('/api/notifications', a, NotificationPage)).items).toEqual([]);

    // another message while that one is unread adds no second line
    await sent(a, id, 'Please reply.');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await getJson('/api/notifications', b, NotificationPage)).unreadCount).toBe(1);

    // reading the conversation reads its notification too
    await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: b.cookie });
    expect((await getJson('/api/notifications', b, NotificationPage)).unreadCount).toBe(0);
  });

  it('notifies messages that come due together in one go, each from its own sender', async () => {
    t.deps.unreadChecks.delayMs = 50;
    const b = await t.signUp({ verified: true });
    const senders = await Promise.all(
      ['Hari Thapa', 'Mina Rai', 'Bishnu KC'].map((fullName) => t.signUp({ fullName, verified: true })),
    );
    const ids = await Promise.all(senders.map((sender) => start(sender, b)));
    // two people write to each other in one conversation: each is told of the other's message
    await Promise.all(senders.map((sender, index) => sent(sender, ids[index]!, `Hello from ${index}`)));
    await sent(b, ids[0]!, 'Hello Hari');
    await expect
      .poll(async () => (await getJson('/api/notifications', b, NotificationPage)).unreadCount, { timeout: 3000 })
      .toBe(3);
    const items = (await getJson('/api/notifications', b, NotificationPage)).items;
    expect(items.map((item) => item.payload.fromName).sort()).toEqual(['Bishnu KC', 'Hari Thapa', 'Mina Rai']);
    await expect
      .poll(async () => (await getJson('/api/notifications', senders[0]!, NotificationPage)).items, { timeout: 3000 })
      .toMatchObject([{ payload: { conversationId: ids[0], preview: 'Hello Hari' } }]);
    expect((await getJson('/api/notifications', senders[1]!, NotificationPage)).items).toEqual([]);
  });

  it('does not notify a recipient who read the message in time', async () => {
    t.deps.unreadChecks.delayMs = 200;
    const a = await t.signUp({ verified: true });
    const b = await t.signUp({ verified: true });
    const id = await start(a, b);
    await sent(a, id, 'Quick question');
    await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: b.cookie });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await getJson('/api/notifications', b, NotificationPage)).items).toEqual([]);
  });
});
