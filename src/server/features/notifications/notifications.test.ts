import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { NotificationPage } from '#contract/messaging.ts';
import type { LiveEvent } from '#contract/live-events.ts';
import { notify } from '#server/lib/notify.ts';
import { MAX_STREAMS_PER_USER } from './live-hub.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;
const deps = () => ({ db: t.database.db, bus: t.database.bus });

async function page(user: User, query = ''): Promise<NotificationPage> {
  const response = await t.request(`/api/notifications${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return NotificationPage.parse(await response.json());
}

const statusPayload = (status: string) => ({
  applicationId: '6a0d5c59-7d2c-4a57-9d43-4b1c8f0c2b11',
  jobId: '0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22',
  jobTitle: 'Site Electrician',
  companyName: 'Himal Builders',
  status,
});

/** An open event stream: `next()` resolves with the next event, ignoring comments. */
async function openStream(user: User) {
  const response = await t.request('/api/events', { cookie: user.cookie, headers: { 'accept-encoding': 'gzip' } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: LiveEvent[] = [];
  /** Names of named events (`event: …`), which a tab's onmessage never sees. */
  const named: string[] = [];
  async function pump(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(frame)?.[1];
      if (name) {
        named.push(name);
        continue;
      }
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) events.push(JSON.parse(data) as LiveEvent);
    }
  }
  // the first frame (retry + comment) says the stream is open and subscribed
  await pump();
  return {
    response,
    async next(timeoutMs = 2000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event arrived');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pump(),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no event arrived')), left))),
        ]).finally(() => clearTimeout(timer));
      }
      return events.shift()!;
    },
    /** Events that arrived so far without waiting. */
    pending: () => events,
    named: () => named,
    close: () => reader.cancel(),
  };
}

describe('notifications', () => {
  it('lists my notifications newest first with the unread count; marks one and all read', async () => {
    const user = await t.signUp();
    const first = await notify(deps(), {
      userId: user.userId,
      kind: 'application_status',
      payload: statusPayload('reviewed'),
    });
    const second = await notify(deps(), {
      userId: user.userId,
      kind: 'enquiry',
      payload: { conversationId: 'c', serviceTitle: 'Pipe repair', fromName: 'Asha' },
    });
    let list = await page(user);
    expect(list.items.map((item) => item.id)).toEqual([second, first]);
    expect(list.unreadCount).toBe(2);
    expect(list.items[1]).toMatchObject({
      kind: 'application_status',
      payload: statusPayload('reviewed'),
      readAt: null,
    });

    const count = await t.request('/api/notifications/unread-count', { cookie: user.cookie });
    expect(await count.json()).toEqual({ count: 2 });

    const one = await t.request(`/api/notifications/${first}/read`, { method: 'POST', cookie: user.cookie });
    expect(one.status).toBe(204);
    list = await page(user);
    expect(list.unreadCount).toBe(1);
    expect(list.items.find((item) => item.id === first)?.readAt).not.toBeNull();

    const all = await t.request('/api/notifications/read-all', { method: 'POST', cookie: user.cookie });
    expect(await all.json()).toEqual({ marked: 1 });
    expect((await page(user)).unreadCount).toBe(0);
  });

  it('pages older notifications', async () => {
    const user = await t.signUp();
    for (let index = 0; index < 23; index += 1) {
      await notify(deps(), { userId: user.userId, kind: 'application_status', payload: statusPayload('pending') });
    }
    const first = await page(user);
    expect(first.items).toHaveLength(20);
    const second = await page(user, `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(23);
  });

  it('refuses another user (404) and anonymous visitors (401)', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await notify(deps(), {
      userId: owner.userId,
      kind: 'application_status',
      payload: statusPayload('hired'),
    });

    expect((await t.request(`/api/notifications/${id}/read`, { method: 'POST', cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await page(other)).items).toEqual([]);
    await t.request('/api/notifications/read-all', { method: 'POST', cookie: other.cookie });
    expect((await page(owner)).unreadCount).toBe(1);

    for (const call of [
      { path: '/api/notifications' },
      { path: '/api/notifications/unread-count' },
      { path: `/api/notifications/${id}/read`, method: 'POST' },
      { path: '/api/notifications/read-all', method: 'POST' },
      { path: '/api/events' },
    ]) {
      expect((await t.request(call.path, call)).status, call.path).toBe(401);
    }
  });
});

describe('event stream', () => {
  it('delivers my new messages, read receipts and notifications, and nobody else’s', async () => {
    const student = await t.signUp({ verified: true });
    const plumber = await t.signUp();
    const stranger = await t.signUp();
    const studentStream = await openStream(student);
    const plumberStream = await openStream(plumber);
    const strangerStream = await openStream(stranger);
    // not buffered by compress(): an SSE stream goes out as it is written
    expect(studentStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(studentStream.response.headers.get('content-encoding')).toBeNull();

    const started = await t.request('/api/conversations', {
      method: 'POST',
      json: { participantId: plumber.userId },
      cookie: student.cookie,
    });
    const { id: conversationId } = (await started.json()) as { id: string };
    const sent = await t.request(`/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      json: { content: 'Can you fix a leak?' },
      cookie: student.cookie,
    });
    const { id: messageId } = (await sent.json()) as { id: string };

    expect(await plumberStream.next()).toEqual({ type: 'message', id: messageId, conversationId });
    expect(await studentStream.next()).toEqual({ type: 'message', id: messageId, conversationId });

    await t.request(`/api/conversations/${conversationId}/read`, { method: 'POST', cookie: plumber.cookie });
    expect(await studentStream.next()).toEqual({ type: 'read', id: conversationId });
    expect(await plumberStream.next()).toEqual({ type: 'read', id: conversationId });

    const notificationId = await notify(deps(), {
      userId: plumber.userId,
      kind: 'enquiry',
      payload: { conversationId, serviceTitle: 'Leak repair', fromName: 'Student' },
    });
    expect(await plumberStream.next()).toEqual({ type: 'notification', id: notificationId });

    await expect(strangerStream.next(300)).rejects.toThrow('no event arrived');
    expect(studentStream.pending()).toEqual([]);
    await Promise.all([studentStream.close(), plumberStream.close(), strangerStream.close()]);
  });

  it('lets go of a stream when the tab goes away', async () => {
    const hub = t.deps.liveHub;
    const user = await t.signUp();
    const before = hub.size;
    const streams = await Promise.all([openStream(user), openStream(user)]);
    expect(hub.size).toBe(before + 2);
    await Promise.all(streams.map((stream) => stream.close()));
    await expect.poll(() => hub.size).toBe(before);
  });

  it('keeps at most ten streams per user, ending the oldest; other users keep theirs', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const otherStreams = [await openStream(other), await openStream(other)];
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER + 1; index += 1) streams.push(await openStream(user));
    const [oldest, ...kept] = streams;
    expect(MAX_STREAMS_PER_USER).toBe(10);

    // ended with word that a newer tab took its place, so the tab does not reconnect at once
    await expect(oldest!.next()).rejects.toThrow('stream ended');
    expect(oldest!.named()).toEqual(['replaced']);
    const mine = await notify(deps(), {
      userId: user.userId,
      kind: 'application_status',
      payload: statusPayload('hired'),
    });
    for (const stream of kept) expect(await stream.next()).toEqual({ type: 'notification', id: mine });
    const theirs = await notify(deps(), {
      userId: other.userId,
      kind: 'application_status',
      payload: statusPayload('hired'),
    });
    for (const stream of otherStreams) expect(await stream.next()).toEqual({ type: 'notification', id: theirs });

    await Promise.all([...kept, ...otherStreams].map((stream) => stream.close()));
  });
});

describe('an event stream ends with its session', () => {
  const hired = (user: User) =>
    notify(deps(), { userId: user.userId, kind: 'application_status', payload: statusPayload('hired') });

  it('when it signs out, or is signed out from another device; the user’s other streams stay', async () => {
    const user = await t.signUp();
    const signedIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: TEST_PASSWORD },
    });
    const elsewhere = { ...user, cookie: sessionCookie(signedIn) };
    const third = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: TEST_PASSWORD },
    });
    const revoked = { ...user, cookie: sessionCookie(third) };
    const [signingOut, staying, revokedStream] = [
      await openStream(user),
      await openStream(elsewhere),
      await openStream(revoked),
    ];

    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie })).status).toBe(200);
    const security = (await (await t.request('/api/account/security', { cookie: elsewhere.cookie })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const other = security.sessions.find((session) => !session.current);
    const ended = await t.request(`/api/account/sessions/${other!.id}`, { method: 'DELETE', cookie: elsewhere.cookie });
    expect(ended.status).toBe(204);

    const id = await hired(user);
    await expect(signingOut.next()).rejects.toThrow('stream ended');
    await expect(revokedStream.next()).rejects.toThrow('stream ended');
    expect(await staying.next()).toEqual({ type: 'notification', id });
    await staying.close();
  });

  it('when staff suspend the account: nothing more reaches its streams', async () => {
    const staff = await t.signUpStaff();
    const user = await t.signUp();
    const streams = [await openStream(user), await openStream(user)];
    const suspended = await t.request(`/api/staff/accounts/${user.userId}/suspend`, {
      method: 'POST',
      json: { reason: 'Fake recruiter.' },
      cookie: staff.cookie,
    });
    expect(suspended.status).toBe(200);
    await hired(user);
    // not even the notice of the suspension, sent after the sessions ended
    for (const stream of streams) await expect(stream.next()).rejects.toThrow('stream ended');
  });
});
