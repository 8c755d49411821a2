import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser } from './browser.ts';
import { en, ne } from './texts.ts';

// What a phone user meets on the way through a task, at 360 px: the lesson list they manage, the
// application they send, the menus they open, the job they save and the alert they create.

const PHONE = { width: 360, height: 780 };
const POLL = { timeout: 15_000 };

type Role = (typeof DEMO_ACCOUNTS)[number]['role'];

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page signed in as a demo role through the API (its cookie in the context). */
async function phoneAs(role: Role | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  if (role) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
    const answer = await context.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    if (!answer.ok()) throw new Error(`signing in as ${role} answered ${answer.status()}`);
  }
  return { context, page: await context.newPage() };
}

/** Waits until no skeleton is left on the page (its code and data have arrived). */
async function settled(page: Page) {
  await page.locator('main').first().waitFor(POLL);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), undefined, POLL);
}

/** Uploads a one-second WebM, recorded by the browser, to the professional's first online service. */
async function uploadLessonVideo(context: BrowserContext, page: Page, name: string): Promise<string> {
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
  const answer = await context.request.post(`/api/services/${online.id}/videos?name=${encodeURIComponent(name)}`, {
    data: Buffer.from(bytes),
    headers: { origin: baseUrl(), 'content-type': 'application/octet-stream' },
  });
  if (answer.status() !== 201) throw new Error(`the video upload answered ${answer.status()}`);
  return ((await answer.json()) as { title: string }).title;
}

describe.skipIf(!hasBrowser)('a task on a 360 px phone', { timeout: 120_000 }, () => {
  it('the video manager shows each lesson title, and deleting one asks in the app’s own dialog', async () => {
    const { context, page } = await phoneAs('professional');
    const title = await uploadLessonVideo(context, page, 'Wiring a distribution board safely');
    await page.goto('/professional-dashboard');
    await settled(page);
    const row = page.getByTestId('video-item').filter({ hasText: title }).first();
    await row.waitFor(POLL);
    const titleBox = await row.getByText(title, { exact: true }).boundingBox();
    // a title needs room for a few words, not the 0 px the buttons left it
    expect(titleBox?.width ?? 0).toBeGreaterThan(120);

    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: en('services.deleteVideo', { title }) }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor({ timeout: 5_000 });
    expect(nativeDialogs).toEqual([]);
    await expect.poll(() => confirm.innerText()).toContain(title);
    await confirm.getByRole('button', { name: en('services.deleteVideoConfirm') }).click();
    await page
      .getByTestId('video-item')
      .filter({ hasText: title })
      .waitFor({ state: 'detached', ...POLL });
    await context.close();
  });

  it('after "Submit Application", the screen shows that the application went in', async () => {
    const { context, page } = await phoneAs('student');
    const jobs = (await (await context.request.get('/api/jobs')).json()) as { items: { id: string }[] };
    let jobId = '';
    for (const { id } of jobs.items) {
      const job = (await (await context.request.get(`/api/jobs/${id}`)).json()) as {
        myApplication: unknown;
        isOpen: boolean;
      };
      if (!job.myApplication && job.isOpen) {
        jobId = id;
        break;
      }
    }
    expect(jobId).not.toBe('');
    await page.goto(`/jobs/${jobId}`);
    await settled(page);
    await page
      .getByLabel(en('apply.coverLetter'))
      .fill('I have wired houses in Pokhara for three years and hold an NSTB level 1 certificate.');
    await page.getByRole('button', { name: en('apply.submit') }).click();
    const applied = page.getByTestId('applied-notice');
    await applied.waitFor(POLL);
    // the form gave way to a shorter notice: it is brought under the header, whole, and takes the
    // focus (the button pressed is gone), rather than leaving the footer and a toast on the screen
    await expect
      .poll(async () => {
        const box = await applied.boundingBox();
        return box !== null && box.y >= 64 && box.y + box.height <= PHONE.height;
      }, POLL)
      .toBe(true);
    expect(await applied.innerText()).toContain(en('apply.alreadyAppliedTitle'));
    expect(await applied.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await context.close();
  });

  for (const [role, path] of [
    ['student', '/dashboard'],
    ['company', '/company-dashboard'],
  ] as const) {
    it(`both phone menus lead the ${role} to ${path}`, async () => {
      const { context, page } = await phoneAs(role);
      await page.goto('/jobs');
      await settled(page);
      await page.getByRole('button', { name: en('shell.openMenu') }).click();
      const sheet = page.getByRole('dialog');
      await expect
        .poll(() => sheet.getByRole('link', { name: en('nav.myDashboard') }).getAttribute('href'), POLL)
        .toBe(path);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: en('nav.accountMenu') }).click();
      const item = page.getByRole('menuitem', { name: en('nav.myDashboard') });
      await item.click();
      await page.waitForURL((url) => url.pathname === path);
      await context.close();
    });
  }

  it('staff land on the staff console at sign-in, and the phone menu links to it', async () => {
    const { context, page } = await phoneAs(null);
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel', { name: en('auth.signInTab') });
    await panel.getByLabel(en('auth.email')).fill(DEMO_STAFF.email);
    await panel.getByLabel(en('auth.password')).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: en('auth.signIn') }).click();
    await page.waitForURL((url) => url.pathname !== '/auth', POLL);
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.getByRole('button', { name: en('shell.openMenu') }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByRole('link', { name: en('nav.staffConsole') })
          .getAttribute('href'),
      )
      .toBe('/staff');
    await context.close();
  });

  it('a saved job reads "Saved" and is pressed', async () => {
    const { context, page } = await phoneAs('student');
    const jobs = (await (await context.request.get('/api/jobs')).json()) as { items: { id: string }[] };
    const jobId = jobs.items.at(-1)!.id;
    await context.request.delete(`/api/me/saved-jobs/${jobId}`, { headers: { origin: baseUrl() } });
    await page.goto(`/jobs/${jobId}`);
    await settled(page);
    const save = page.getByRole('button', { name: en('savedJobs.save'), exact: true });
    await expect.poll(() => save.getAttribute('aria-pressed'), POLL).toBe('false');
    await save.click();
    const saved = page.getByRole('button', { name: en('savedJobs.saved'), exact: true });
    await expect.poll(() => saved.getAttribute('aria-pressed'), POLL).toBe('true');
    await saved.click();
    await expect.poll(() => save.getAttribute('aria-pressed'), POLL).toBe('false');
    await context.close();
  });

  it('closing "Create alert" gives focus back to its button, and its ✕ is "Close"', async () => {
    const { context, page } = await phoneAs('student');
    await page.goto('/jobs?q=plumber');
    await settled(page);
    const create = page.getByRole('button', { name: en('jobAlerts.create') });
    for (const close of ['✕', 'Escape', 'Cancel'] as const) {
      await create.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor(POLL);
      // one "Cancel" button; the ✕ says what it does
      await expect
        .poll(() => dialog.getByRole('button', { name: en('jobAlerts.cancel'), exact: true }).count())
        .toBe(1);
      if (close === '✕') await dialog.getByRole('button', { name: en('shell.close'), exact: true }).click();
      else if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: en('jobAlerts.cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
        .toBe(en('jobAlerts.create'));
    }
    await context.close();
  });

  it('"Request a quote" drafts in the page’s language, and records an enquiry only once a message is sent', async () => {
    const pro = await phoneAs('professional');
    const proId = ((await (await pro.context.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
    const enquiries = async () =>
      (
        (await (await pro.context.request.get('/api/professional/dashboard')).json()) as {
          enquiries: { serviceId: string; userId: string }[];
        }
      ).enquiries;
    const { context, page } = await phoneAs('student');
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    const studentId = ((await (await context.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
    const asked = new Set((await enquiries()).filter((row) => row.userId === studentId).map((row) => row.serviceId));
    const { services } = (await (await pro.context.request.get('/api/professional/dashboard')).json()) as {
      services: { id: string; titleNe: string | null }[];
    };
    const service = services.find((candidate) => candidate.titleNe && !asked.has(candidate.id));
    if (!service?.titleNe) throw new Error('the demo professional has no service the student has not asked about');

    await page.goto(`/professionals/${proId}`);
    await settled(page);
    await page.getByRole('button', { name: ne('professionals.requestQuoteFor', { service: service.titleNe }) }).click();
    await page.waitForURL((url) => url.pathname === '/messages', POLL);
    const composer = page.getByRole('textbox', { name: ne('messaging.inputLabel') });
    await expect.poll(() => composer.inputValue(), POLL).toContain(service.titleNe);
    // opened, nothing sent: no enquiry
    await page.waitForTimeout(500);
    expect((await enquiries()).some((row) => row.userId === studentId && row.serviceId === service.id)).toBe(false);

    await page.getByRole('button', { name: ne('messaging.send'), exact: true }).click();
    await expect
      .poll(
        async () => (await enquiries()).some((row) => row.userId === studentId && row.serviceId === service.id),
        POLL,
      )
      .toBe(true);
    await context.close();
    await pro.context.close();
  });
});
