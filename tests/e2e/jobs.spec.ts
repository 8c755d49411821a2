import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDaysAgo } from '#contract/format/relative.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';
import { seriousViolations } from './axe.ts';

const en = { ...core, ...jobsTexts, ...lists };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function signInOnAuthPage(page: Page, email: string) {
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
}

async function signedIn(role: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport ? { viewport } : {});
  await page.goto('/auth');
  await signInOnAuthPage(page, demo(role).email);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return { context, page };
}

/** A small but real PDF (the server checks the content, not the name). */
function writeResumePdf(): string {
  const text = 'BT /F1 18 Tf 72 720 Td (Aarati Shrestha - Resume) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sipalu-resume-')), 'aarati-resume.pdf');
  writeFileSync(file, body, 'latin1');
  return file;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

// One hiring story, in order: the company posts a job, a visitor finds it, signs in and applies,
// and the company moves the application along; each step needs the one before.
describe.skipIf(!hasBrowser)('jobs and hiring', () => {
  const jobTitle = `Solar Pump Installer ${Date.now()}`;
  let jobPath = '';

  it('a company posts a job, which appears on /jobs under its chip', async () => {
    const { context, page } = await signedIn('company');
    await page.goto('/company-dashboard');
    await page.getByRole('button', { name: en.companyDashboard.postJob }).first().click();
    const dialog = page.getByRole('dialog', { name: en.companyDashboard.form.createTitle });
    const form = en.companyDashboard.form;
    // an empty submit names the first missing field and posts nothing
    await dialog.getByRole('button', { name: form.publish }).click();
    await expectToast(page, en.jobForm.validation.titleRequired);

    await dialog.getByLabel(form.jobTitle, { exact: false }).fill(jobTitle);
    await dialog.getByLabel(form.jobType, { exact: false }).selectOption('Full-time');
    await dialog.getByLabel(form.location, { exact: false }).fill('Bharatpur, Chitwan');
    await dialog
      .getByLabel(form.jobDescription, { exact: false })
      .fill('Install and service solar water pumps for farms across the Terai.');
    await dialog
      .getByLabel(form.requirements, { exact: false })
      .fill('Two years of electrical work\n\nA two-wheeler licence\n');
    await dialog.getByLabel(form.responsibilities, { exact: false }).fill('Install pumps\nTrain farmers');
    await dialog.getByLabel(form.skillsRequired, { exact: false }).fill('Solar PV, , Wiring, Pumps');
    await dialog.getByLabel(form.experienceLevel, { exact: false }).selectOption('Mid Level');
    await dialog.getByLabel(form.category, { exact: false }).selectOption('Construction');
    await dialog.getByLabel(form.salaryRange, { exact: false }).fill('NPR 45000 - 150000');
    await dialog.getByRole('button', { name: form.publish }).click();
    await expectToast(page, form.posted);

    const jobs = page.getByRole('region', { name: en.companyDashboard.jobs.title });
    await jobs.getByRole('link', { name: jobTitle }).waitFor();

    // the public board, as a visitor: found by a case-insensitive search, listed under its chip
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const board = await visitor.newPage();
    await board.goto(`/jobs?q=${encodeURIComponent(jobTitle.toLowerCase())}&category=Construction+%26+Trades`);
    const card = board.getByRole('listitem').filter({ hasText: jobTitle });
    await card.waitFor();
    // blank lines and blank skills were dropped; the salary is in NPR with lakh grouping
    await card.getByText('रु 45,000 – 1,50,000').waitFor();
    expect(await card.getByRole('list', { name: en.jobs.skills }).getByRole('listitem').allInnerTexts()).toEqual([
      'Solar PV',
      'Wiring',
      'Pumps',
    ]);
    await card.getByText(formatDaysAgo(new Date(), 'en', { standalone: true })).waitFor();
    await board.goto(`/jobs?q=${encodeURIComponent(jobTitle)}&category=Web+Development`);
    await board.getByRole('heading', { name: en.jobs.emptyTitle }).waitFor();
    await visitor.close();
    await context.close();
  });

  it('a visitor searches, filters, opens the job, signs in, applies with a resume, and cannot apply twice', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/jobs');
    const search = page.getByRole('searchbox', { name: en.jobs.searchLabel });
    expect(await search.getAttribute('placeholder')).toBe(en.jobs.searchPlaceholder);
    await search.fill('solar pump');
    await page.waitForURL((url) => url.searchParams.get('q') === 'solar pump');
    const chips = page.getByRole('group', { name: en.jobs.chipsLabel });
    await chips.getByRole('button', { name: 'Hospitality & Tourism' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Hospitality & Tourism');
    await page.getByRole('heading', { name: en.jobs.emptyTitle }).waitFor();
    await chips.getByRole('button', { name: 'Construction & Trades' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Construction & Trades');
    await page.getByText(/^Showing \d+ jobs?$/).waitFor();

    const card = page.getByRole('listitem').filter({ hasText: jobTitle });
    await card.getByRole('button', { name: en.jobs.viewApply }).click();
    const dialog = page.getByRole('dialog', { name: jobTitle });
    for (const heading of [
      en.jobDetail.aboutRole,
      en.jobDetail.responsibilities,
      en.jobDetail.requirements,
      en.jobDetail.requiredSkills,
    ]) {
      await dialog.getByRole('heading', { name: heading }).waitFor();
    }
    await dialog.getByText('A two-wheeler licence').waitFor();
    await dialog.getByText(en.apply.signInPrompt).waitFor();
    await dialog.getByRole('link', { name: en.apply.signIn }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && /^\/jobs\/[0-9a-f-]{36}$/.test(url.searchParams.get('next') ?? ''),
    );
    jobPath = new URL(page.url()).searchParams.get('next')!;
    await signInOnAuthPage(page, demo('student').email);
    await page.waitForURL(`**${jobPath}`);
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();

    // a second tab, opened before applying, still shows the form
    const secondTab = await context.newPage();
    await secondTab.goto(jobPath);
    await secondTab.getByRole('button', { name: en.apply.submit }).waitFor();

    const apply = page.getByRole('region', { name: en.apply.title });
    // the name comes from the profile, the e-mail from the account
    expect(await apply.getByLabel(en.apply.fullName, { exact: false }).inputValue()).toBe(demo('student').fullName);
    expect(await apply.getByLabel(en.apply.email, { exact: false }).inputValue()).toBe(demo('student').email);
    // a wrong file is refused before anything is uploaded, saying why
    await apply.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a resume'),
    });
    await expectToast(page, en.apply.resumeWrongType);
    await apply.locator('input[type=file]').setInputFiles(writeResumePdf());
    await apply.getByText('aarati-resume.pdf').waitFor();
    await apply.getByRole('button', { name: en.apply.submit }).click();
    // the cover letter is required: nothing is sent without it
    await expectToast(page, en.jobForm.validation.coverLetterRequired);
    const coverLetter = 'I have installed solar pumps in Chitwan for two years and would love to join your team.';
    await apply.getByLabel(en.apply.coverLetter, { exact: false }).fill(coverLetter);
    // a failure on the way keeps everything typed, the resume included
    await page.route('**/api/jobs/*/applications', (route) => route.fulfill({ status: 503, body: '' }), {
      times: 1,
    });
    await apply.getByRole('button', { name: en.apply.submit }).click();
    await expectToast(page, en.apply.failed);
    expect(await apply.getByLabel(en.apply.coverLetter, { exact: false }).inputValue()).toBe(coverLetter);
    await apply.getByText('aarati-resume.pdf').waitFor();

    await apply.getByRole('button', { name: en.apply.submit }).click();
    await expectToast(page, en.apply.successTitle);
    await page.getByText(en.apply.alreadyAppliedTitle).first().waitFor();

    // the stale tab tries again: the database refuses the duplicate, and the tab shows the application
    await secondTab.getByLabel(en.apply.coverLetter, { exact: false }).fill('Applying once more.');
    await secondTab.getByRole('button', { name: en.apply.submit }).click();
    await expectToast(secondTab, en.apply.alreadyAppliedTitle);
    await expectToast(secondTab, en.apply.alreadyApplied);
    await secondTab.getByText(new RegExp(`Status: ${en.lists.applicationStatuses.pending}`)).waitFor();

    await page.goto('/dashboard');
    const mine = page.getByRole('region', { name: en.myApplications.title });
    const row = mine.getByRole('listitem').filter({ hasText: jobTitle });
    await row.getByText(en.lists.applicationStatuses.pending).waitFor();
    await context.close();
  });

  it('the company opens the applicant and the resume, shortlists them, and the applicant sees it', async () => {
    expect(jobPath).not.toBe('');
    const { context, page } = await signedIn('company');
    await page.goto('/company-dashboard');
    const recent = page.getByRole('region', { name: en.companyDashboard.applicants.title });
    const row = recent.getByRole('listitem').filter({ hasText: jobTitle });
    await row.getByText(demo('student').fullName).waitFor();

    // the resume opens in a new tab, for the posting company only
    const resumeLink = row.getByRole('link', { name: new RegExp(en.companyDashboard.applicants.resume) });
    expect(await resumeLink.getAttribute('target')).toBe('_blank');
    const resumeUrl = new URL((await resumeLink.getAttribute('href'))!, page.url()).href;
    const resume = await context.request.get(resumeUrl);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-type']).toContain('application/pdf');
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await browser.newContext();
    expect((await stranger.request.get(resumeUrl)).status()).toBeGreaterThanOrEqual(400);
    await stranger.close();

    await row.getByRole('button', { name: new RegExp(en.companyDashboard.applicants.view) }).click();
    const dialog = page.getByRole('dialog', { name: demo('student').fullName });
    await dialog.getByText('I have installed solar pumps in Chitwan').waitFor();
    await dialog.getByRole('button', { name: en.lists.applicationStatuses.shortlisted }).click();
    await expectToast(page, en.companyDashboard.application.statusChanged.replace('{{status}}', 'Shortlisted'));
    // the history records the change after the application
    const history = dialog.getByRole('list').last();
    expect(await history.getByRole('listitem').count()).toBe(2);
    await page.keyboard.press('Escape');

    // the posting lists all its applicants, and can be edited, closed and reopened
    const postings = page.getByRole('region', { name: en.companyDashboard.jobs.title });
    const posting = postings.getByRole('listitem').filter({ hasText: jobTitle }).first();
    await posting.getByRole('button', { name: 'Applicants (1)' }).click();
    await posting.getByRole('heading', { name: demo('student').fullName }).waitFor();
    await posting.getByRole('button', { name: `Edit ${jobTitle}` }).click();
    const edit = page.getByRole('dialog', { name: en.companyDashboard.form.editTitle });
    expect(await edit.getByLabel(en.companyDashboard.form.requirements, { exact: false }).inputValue()).toBe(
      'Two years of electrical work\nA two-wheeler licence',
    );
    await edit.getByLabel(en.companyDashboard.form.location, { exact: false }).fill('Hetauda, Makwanpur');
    await edit.getByRole('button', { name: en.companyDashboard.form.save }).click();
    await expectToast(page, en.companyDashboard.form.updated);
    await posting.getByText(/Hetauda, Makwanpur/).waitFor();
    // a search also lists postings with some of its words ("pump"), below the one with them all
    const board = () =>
      context.request
        .get(`/api/jobs?q=${encodeURIComponent(jobTitle)}`)
        .then((r) => r.json())
        .then((body: { items: { jobTitle: string }[] }) => body.items.map((job) => job.jobTitle));
    await posting.getByRole('button', { name: `Close ${jobTitle}` }).click();
    await expectToast(page, en.companyDashboard.jobs.closedToast);
    expect(await board()).not.toContain(jobTitle);
    await posting.getByRole('button', { name: `Reopen ${jobTitle}` }).click();
    await expectToast(page, en.companyDashboard.jobs.reopenedToast);
    expect((await board())[0]).toBe(jobTitle);
    await context.close();

    const student = await signedIn('student');
    await student.page.goto('/dashboard');
    const mine = student.page.getByRole('region', { name: en.myApplications.title });
    await mine
      .getByRole('listitem')
      .filter({ hasText: jobTitle })
      .getByText(en.lists.applicationStatuses.shortlisted)
      .waitFor();
    await student.context.close();
  });

  it('/jobs, a job page and the company dashboard have no serious accessibility violations', async () => {
    expect(jobPath).not.toBe('');
    const visitor = await newPage(browser);
    for (const target of ['/jobs', jobPath]) {
      await visitor.page.goto(target);
      await visitor.page.locator('main h1').first().waitFor();
      await visitor.page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(visitor.page);
    }
    await visitor.context.close();

    const company = await signedIn('company');
    await company.page.goto('/company-dashboard');
    await company.page
      .getByRole('region', { name: en.companyDashboard.applicants.title })
      .getByRole('listitem')
      .first()
      .waitFor();
    await company.page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(company.page);
    await company.context.close();
  });
});
