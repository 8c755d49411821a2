import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import jobsEn from '#contract/locales/jobs/en.json' with { type: 'json' };
import jobsNe from '#contract/locales/jobs/ne.json' with { type: 'json' };
import learningEn from '#contract/locales/learning/en.json' with { type: 'json' };
import learningNe from '#contract/locales/learning/ne.json' with { type: 'json' };
import servicesEn from '#contract/locales/services/en.json' with { type: 'json' };
import servicesNe from '#contract/locales/services/ne.json' with { type: 'json' };
import listsEn from '#contract/locales/lists/en.json' with { type: 'json' };
import listsNe from '#contract/locales/lists/ne.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, uniqueEmail } from './browser.ts';

// Every page on a phone, in both languages: each route a role can open (and the dialogs it opens
// most), at 360 and 390 px wide, in English and Nepali. A page fails when it is wider than the
// screen (the user must scroll sideways) or when a text box is cut off by a box that hides its
// overflow without an ellipsis (a card whose third line disappears).

const WIDTHS = [360, 390] as const;
const LANGUAGES = ['en', 'ne'] as const;
const POLL = { timeout: 15_000 };

type Role = (typeof DEMO_ACCOUNTS)[number]['role'];
type Language = (typeof LANGUAGES)[number];
interface Screen {
  path: string;
  /** Opens a dialog after the page has loaded; the dialog is checked instead of the page. */
  dialog?: (page: Page, language: Language) => Promise<void>;
}

/** The first id a public list answers (of one kind, for the catalogue), for the detail pages. */
async function firstId(list: string, kind?: string): Promise<string> {
  const answer = await fetch(`${baseUrl()}/api/${list}`);
  const body = (await answer.json()) as { items: { id: string; kind?: string }[] };
  const id = body.items.find((item) => !kind || item.kind === kind)?.id;
  if (!id) throw new Error(`/api/${list} has no ${kind ?? 'items'}`);
  return id;
}

async function publicScreens(): Promise<Screen[]> {
  const [job, course, program, professional] = await Promise.all([
    firstId('jobs'),
    firstId('catalogue', 'course'),
    firstId('catalogue', 'program'),
    firstId('professionals'),
  ]);
  return [
    '/',
    '/jobs',
    `/jobs/${job}`,
    '/courses',
    `/courses/${course}`,
    `/programs/${program}`,
    '/professionals',
    `/professionals/${professional}`,
    '/how-it-works',
    '/about',
    '/contact',
    '/terms',
    '/success-stories',
    '/verification',
    '/auth',
    '/auth?tab=signup',
    '/forgot-password',
    '/no-such-page',
  ]
    .map((path): Screen => ({ path }))
    .concat(
      // each list's filter sheet
      ['/jobs', '/courses', '/professionals'].map((path) => ({
        path,
        dialog: openDialog(listsEn.filters.button, listsNe.filters.button),
      })),
    );
}

/** Opens the dialog of the button named `en` in English or `ne` in Nepali. */
const openDialog = (en: string, ne: string) => async (page: Page, language: Language) => {
  await page
    .getByRole('button', { name: language === 'en' ? en : ne })
    .first()
    .click();
  await page.getByRole('dialog').first().waitFor(POLL);
};

const SIGNED_IN: Record<Role, Screen[]> = {
  student: [
    { path: '/dashboard' },
    { path: '/messages' },
    { path: '/edit-profile' },
    { path: '/settings/security' },
    { path: '/jobs', dialog: openDialog(jobsEn.jobAlerts.create, jobsNe.jobAlerts.create) },
    { path: '/add-profile' },
  ],
  professional: [
    { path: '/professional-dashboard' },
    {
      path: '/professional-dashboard',
      dialog: openDialog(
        servicesEn.professionalDashboard.createListing,
        servicesNe.professionalDashboard.createListing,
      ),
    },
    { path: '/messages' },
  ],
  company: [
    { path: '/company-dashboard' },
    {
      path: '/company-dashboard',
      dialog: openDialog(jobsEn.companyDashboard.postJob, jobsNe.companyDashboard.postJob),
    },
  ],
  institution: [
    { path: '/institution-dashboard' },
    { path: '/institution-dashboard', dialog: openDialog(learningEn.programs.add, learningNe.programs.add) },
  ],
};

/** What is wrong with the page or open dialog as laid out now: empty when nothing. */
function layoutProblems(page: Page, scopeSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${root.scrollWidth - window.innerWidth}px wider than the screen`);
    }
    const scope = document.querySelector(selector) ?? document.body;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const clipsWithoutEllipsis = (element: Element) => {
      const style = getComputedStyle(element);
      const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      return hides && style.textOverflow !== 'ellipsis' && style.webkitLineClamp === 'none';
    };
    for (const element of scope.querySelectorAll('*')) {
      // a clamped box taller than its lines shows the top of the next line under the ellipsis
      const style = getComputedStyle(element);
      const lines = Number(style.webkitLineClamp);
      const lineHeight = parseFloat(style.lineHeight);
      if (lines > 0 && lineHeight > 0 && element.clientHeight > lines * lineHeight + 2) {
        problems.push(`${describe(element)} is clamped to ${lines} lines but its box is taller`);
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const box = element.getBoundingClientRect();
      // screen-reader-only texts are 1px boxes on purpose; hidden ones take no room
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.closest('.sr-only, [aria-hidden="true"]')) continue;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (!clipsWithoutEllipsis(parent)) continue;
        const frame = parent.getBoundingClientRect();
        // scrolled containers (carousels, chip rows) hide on purpose; only a fixed box clips
        if (parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'hidden') continue;
        if (box.right > frame.right + 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1) {
          problems.push(`${describe(element)} is cut off by ${describe(parent).slice(0, 40)}`);
        }
        break;
      }
    }
    return problems;
  }, scopeSelector);
}

let browser: Browser;
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<Role, Session>();

/** A signed-in browser state for a demo role, made once by signing in through the API. */
async function sessionOf(role: Role) {
  const known = sessions.get(role);
  if (known) return known;
  const context = await browser.newContext({ baseURL: baseUrl() });
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const answer = await context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  if (!answer.ok()) throw new Error(`signing in as ${role} answered ${answer.status()}`);
  const state = await context.storageState();
  await context.close();
  sessions.set(role, state);
  return state;
}

/** Uploads a one-second WebM, recorded by the browser, with a long title to an online service. */
async function addLessonVideo(session: Session) {
  const context = await browser.newContext({ baseURL: baseUrl(), storageState: session });
  const page = await context.newPage();
  await page.goto('/');
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 5; frame++) {
      canvas.getContext('2d')!.fillRect(0, 0, frame * 10, 10);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await done;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  const dashboard = (await (await context.request.get('/api/professional/dashboard')).json()) as {
    services: { id: string; format: string }[];
  };
  const online = dashboard.services.find((service) => service.format !== 'in-person');
  if (!online) throw new Error('the demo professional has no online service');
  const title = 'Lesson one: wiring a distribution board safely, step by step';
  const answer = await context.request.post(`/api/services/${online.id}/videos?name=${encodeURIComponent(title)}`, {
    data: Buffer.from(bytes),
    headers: { origin: baseUrl(), 'content-type': 'application/octet-stream' },
  });
  if (answer.status() !== 201) throw new Error(`the video upload answered ${answer.status()}`);
  await context.close();
}

/** A new account, its e-mail not verified yet (so every page has the banner), holding no role. */
async function newAccountSession() {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const answer = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sunita Gurung', email: uniqueEmail('phone'), password: 'phewa-lake-2026' },
    headers: { origin: baseUrl() },
  });
  if (!answer.ok()) throw new Error(`signing up answered ${answer.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function check(screens: Screen[], session: Session | undefined, language: Language) {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height: 780 },
      storageState: session,
    });
    await context.addInitScript((lang) => localStorage.setItem('sipalu.lang', lang), language);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator('main').first().waitFor(POLL);
      // the page's code, data and fonts have arrived once no skeleton is left
      await page.waitForFunction(
        () => document.fonts.status === 'loaded' && !document.querySelector('[aria-busy="true"], .animate-pulse'),
        undefined,
        POLL,
      );
      if (screen.dialog) await screen.dialog(page, language);
      const scope = screen.dialog ? '[role="dialog"]' : 'body';
      const banner = page.getByTestId('verify-email-notice');
      // one row is a button's height and its padding (about 64 px); a second row is over 90
      if ((await banner.count()) && (await banner.boundingBox())!.height > 72) {
        failures.push(`${screen.path} at ${width}px in ${language}: the e-mail banner takes more than one line`);
      }
      for (const problem of await layoutProblems(page, scope)) {
        failures.push(`${screen.path}${screen.dialog ? ' (dialog)' : ''} at ${width}px in ${language}: ${problem}`);
      }
    }
    await context.close();
  }
  expect(failures).toEqual([]);
}

beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasBrowser)('every page on a phone, in English and Nepali', { timeout: 180_000 }, () => {
  for (const language of LANGUAGES) {
    it(`public pages, signed out, in ${language}`, async () => {
      await check(await publicScreens(), undefined, language);
    });
  }

  for (const role of Object.keys(SIGNED_IN) as Role[]) {
    it(`the ${role}'s pages and dialogs`, async () => {
      const session = await sessionOf(role);
      // a lesson video's row is the widest part of the professional's dashboard
      if (role === 'professional') await addLessonVideo(session);
      for (const language of LANGUAGES) await check(SIGNED_IN[role], session, language);
    });
  }

  it('a new account, with the e-mail banner above every page', async () => {
    const session = await newAccountSession();
    const screens = ['/choose-role', '/jobs', '/messages', '/settings/security'].map((path) => ({ path }));
    for (const language of LANGUAGES) await check(screens, session, language);
  });
});
