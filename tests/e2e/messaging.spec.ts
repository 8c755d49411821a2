import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import messaging from '#contract/locales/messaging/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { verifyEmailOf } from '#tests/fixtures/server-process.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, sharedDataDir, uniqueEmail } from './browser.ts';

const en = { ...core, ...messaging };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Live updates take well under a second; a busy test machine gets room. */
const POLL = { timeout: 10_000 };

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

/** A browser context signed in as a demo account (through the API, to keep the journey short). */
async function signedIn(role: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport ? { viewport } : {});
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: demo(role).email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  const me = (await (await context.request.get('/api/me')).json()) as { user: { id: string } };
  return { context, page, userId: me.user.id };
}

async function apiPost(context: BrowserContext, path: string, data: unknown = {}) {
  const response = await context.request.post(path, { data, headers: { origin: baseUrl() } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The unread count an icon shows once loaded (its accessible name says it too: "Messages, 2 unread"). */
async function countOf(locator: ReturnType<typeof messagesLink>): Promise<number> {
  await locator.and(locator.page().locator('[data-unread]')).waitFor();
  const count = Number(await locator.getAttribute('data-unread'));
  const label = (await locator.getAttribute('aria-label')) ?? '';
  expect(label.includes(String(count)) || count === 0).toBe(true);
  return count;
}

describe.skipIf(!hasBrowser)('messaging journey', () => {
  it('a student asks for a quote; the professional sees it live, reads it, and the student sees "Seen"', async () => {
    const student = await signedIn('student');
    const professional = await signedIn('professional');

    // a bell without older unread lines: one unread "new message" line per conversation at a time
    await apiPost(professional.context, '/api/notifications/read-all');
    // the professional is elsewhere in the app with the header showing
    await professional.page.goto('/courses');
    await expect.poll(() => messagesLink(professional.page).count(), POLL).toBe(1);
    const unreadBefore = await countOf(messagesLink(professional.page));
    await expect.poll(() => bell(professional.page).count(), POLL).toBe(1);
    const bellBefore = await countOf(bell(professional.page));

    // "Request a quote" lands here: the conversation is open and the draft prefilled
    const { id } = (await apiPost(student.context, '/api/conversations', { participantId: professional.userId })) as {
      id: string;
    };
    const draft = `Could you quote for fixing a leaking tap? (${Date.now()})`;
    await student.page.goto(`/messages?conversation=${id}&message=${encodeURIComponent(draft)}`);
    const input = student.page.getByRole('textbox', { name: en.messaging.inputLabel });
    await expect.poll(() => input.inputValue(), POLL).toBe(draft);
    await student.page.getByRole('heading', { name: demo('professional').fullName }).waitFor();

    // Shift+Enter adds a line; Enter sends and clears the input
    await input.press('End');
    await input.press('Shift+Enter');
    await input.pressSequentially('Thank you');
    await input.press('Enter');
    await expect.poll(() => input.inputValue(), POLL).toBe('');
    const log = student.page.getByRole('log');
    await log.getByText(draft).waitFor();
    expect(await log.locator('p', { hasText: draft }).textContent()).toBe(`${draft}\nThank you`);

    // it reaches the professional without a reload: unread badge, then a bell notification
    await expect.poll(() => countOf(messagesLink(professional.page)), POLL).toBe(unreadBefore + 1);
    await expect.poll(() => countOf(bell(professional.page)), { timeout: 20_000 }).toBe(bellBefore + 1);
    await bell(professional.page).click();
    const item = professional.page.getByRole('menuitem', {
      name: new RegExp(en.notificationList.message.replace('{{name}}', demo('student').fullName)),
    });
    await item.first().click();
    await professional.page.waitForURL(
      (url) => url.pathname === '/messages' && url.searchParams.get('conversation') === id,
    );
    await professional.page.getByRole('log').getByText(draft).waitFor();

    // opening it read it: the badge clears and the student sees "Seen" without reloading
    await expect.poll(() => countOf(messagesLink(professional.page)), POLL).toBe(unreadBefore);
    await log.getByText(en.messaging.seen, { exact: true }).waitFor({ timeout: 10_000 });

    // the answer arrives live in the student's open conversation
    const reply = `Yes, I can come tomorrow at 10. (${Date.now()})`;
    const replyInput = professional.page.getByRole('textbox', { name: en.messaging.inputLabel });
    await replyInput.fill(reply);
    await professional.page.getByRole('button', { name: en.messaging.send, exact: true }).click();
    await log.getByText(reply).waitFor({ timeout: 10_000 });
    // the student is looking at it, so it is read at once
    await professional.page.getByRole('log').getByText(en.messaging.seen, { exact: true }).waitFor({ timeout: 10_000 });

    // search finds the conversation by the other person's name, on the server
    const search = student.page.getByRole('searchbox', { name: en.messaging.searchLabel });
    await search.fill('bikash');
    await student.page
      .getByRole('link', { name: new RegExp(demo('professional').fullName) })
      .first()
      .waitFor();
    await search.fill('nobody-by-this-name');
    await student.page.getByText(en.messaging.noMatchesTitle).waitFor();

    await student.context.close();
    await professional.context.close();
  });

  // a new account must open its verification link before it starts a conversation: the link is read
  // from the outbox of the server this run started
  it.skipIf(!sharedDataDir())('a first conversation, opened before its first message, is listed as new', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('first-quote');
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Maya Thapa', email, password: 'phewa-lake-2026' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.ok()).toBe(true);
    await verifyEmailOf(baseUrl(), sharedDataDir(), email);
    const professional = await signedIn('professional');
    const { id } = (await apiPost(context, '/api/conversations', { participantId: professional.userId })) as {
      id: string;
    };
    await professional.context.close();
    await page.goto(`/messages?conversation=${id}`);
    const list = page.getByRole('region', { name: en.messaging.conversations });
    const row = list.getByRole('link', { name: new RegExp(demo('professional').fullName) });
    await row.waitFor(POLL);
    expect(await row.getAttribute('aria-current')).toBe('page');
    await row.getByText(en.messaging.newConversation).waitFor();
    expect(await list.getByText(en.messaging.emptyTitle).count()).toBe(0);
    await context.close();
  });

  it('a failed send keeps the text and says so', async () => {
    const student = await signedIn('student');
    const professional = await signedIn('professional');
    const { id } = (await apiPost(student.context, '/api/conversations', { participantId: professional.userId })) as {
      id: string;
    };
    await student.page.goto(`/messages?conversation=${id}`);
    const input = student.page.getByRole('textbox', { name: en.messaging.inputLabel });
    await student.page.route('**/api/conversations/*/messages', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await input.fill('This one will not go through');
    await input.press('Enter');
    await student.page.locator('[data-sonner-toast]', { hasText: en.messaging.sendFailed }).first().waitFor();
    await expect.poll(() => input.inputValue(), POLL).toBe('This one will not go through');
    // blank text sends nothing
    await input.fill('   ');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('   ');
    await student.context.close();
    await professional.context.close();
  });

  it('a company moving an application along rings the applicant’s bell', async () => {
    const student = await signedIn('student');
    const company = await signedIn('company');
    await student.page.goto('/');
    await expect.poll(() => bell(student.page).count(), POLL).toBe(1);
    const before = await countOf(bell(student.page));

    const recent = (await (await company.context.request.get('/api/company/applications/recent')).json()) as {
      id: string;
      email: string;
      status: string;
      jobTitle: string;
    }[];
    const next: Record<string, keyof typeof en.notificationList.status> = {
      pending: 'reviewed',
      reviewed: 'shortlisted',
      shortlisted: 'interview',
      interview: 'hired',
    };
    // the seed gives the demo student an open application to the demo company
    const application = recent.find((item) => item.email === demo('student').email && item.status in next);
    expect(application, 'an open application of the demo student').toBeDefined();
    const status = next[application!.status]!;
    const response = await company.context.request.put(`/api/company/applications/${application!.id}/status`, {
      data: { status },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);

    await expect.poll(() => countOf(bell(student.page)), POLL).toBe(before + 1);
    await bell(student.page).click();
    const item = student.page.getByRole('menuitem', { name: new RegExp(application!.jobTitle) }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain(en.notificationList.status[status]);
    await student.page.getByRole('menuitem', { name: en.notificationList.markAllRead }).click();
    await expect.poll(() => countOf(bell(student.page)), POLL).toBe(0);
    await student.context.close();
    await company.context.close();
  });

  it('on a phone the list and the conversation are separate screens', async () => {
    const student = await signedIn('student', { width: 390, height: 844 });
    await student.page.goto('/messages');
    const first = student.page.getByRole('main').getByRole('link', { name: new RegExp(demo('professional').fullName) });
    await first.first().click();
    await student.page.getByRole('textbox', { name: en.messaging.inputLabel }).waitFor();
    expect(await student.page.getByRole('searchbox', { name: en.messaging.searchLabel }).isVisible()).toBe(false);
    await student.page.getByRole('link', { name: en.messaging.back }).click();
    await student.page.getByRole('searchbox', { name: en.messaging.searchLabel }).waitFor();
    await student.context.close();
  });

  it('has no accessibility violations on /messages (list and open conversation)', async () => {
    const student = await signedIn('student');
    await student.page.goto('/messages');
    await student.page.getByRole('searchbox', { name: en.messaging.searchLabel }).waitFor();
    await student.page.getByText(en.messaging.selectConversation).waitFor();
    let results = await new AxeBuilder({ page: student.page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await student.page.getByRole('main').getByRole('link').first().click();
    await student.page.getByRole('textbox', { name: en.messaging.inputLabel }).waitFor();
    await student.page.getByRole('log').locator('li').first().waitFor();
    results = await new AxeBuilder({ page: student.page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await student.context.close();
  });
});
