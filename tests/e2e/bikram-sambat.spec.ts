import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BS_LAST_YEAR, BS_MONTHS, bsMonthLength, toBikramSambat } from '#contract/format/bikram-sambat.ts';
import { calendarDay, formatAdDate, formatBsDate, formatBsMonth } from '#contract/format/dates.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage } from './browser.ts';
import { en, ne } from './texts.ts';
import { seriousViolations } from './axe.ts';

// A company in Nepali mode picks its job's deadline in Bikram Sambat; the job page then shows that
// day in BS (Nepali) and in AD beside BS (English).

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AD_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** Today in Nepal. */
const calendarToday = () => calendarDay(Date.now())!;

/** A deadline three weeks from today in Nepal, in both calendars. */
function deadline() {
  const day = new Date(Date.now() + (5 * 60 + 45) * 60_000 + 21 * 86_400_000);
  const ad = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  const bs = toBikramSambat(ad);
  if (!bs) throw new Error('three weeks from now is past the BS table: raise BS_LAST_YEAR with the new calendar');
  return { ad, bs, iso: `${ad.year}-${pad(ad.month)}-${pad(ad.day)}` };
}

async function signedInCompanyInNepali(): Promise<Page> {
  const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: demoAccount('company').email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return page;
}

describe.skipIf(!hasBrowser)('Bikram Sambat dates', () => {
  it('a company picks a BS deadline in Nepali, and the job page shows that day in BS and AD', async () => {
    const page = await signedInCompanyInNepali();
    const { ad, bs, iso } = deadline();
    const jobTitle = `BS deadline welder ${Date.now()}`;

    await page.goto('/company-dashboard');
    await page
      .getByRole('button', { name: ne('companyDashboard.postJob') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ne('companyDashboard.form.createTitle') });
    const field = (key: string) => dialog.getByLabel(ne(`companyDashboard.form.${key}`), { exact: false });
    await field('jobTitle').fill(jobTitle);
    await field('jobType').selectOption('Full-time');
    await field('location').fill('Butwal, Rupandehi');
    await field('jobDescription').fill('Weld steel frames for greenhouses in the Terai.');
    await field('requirements').fill('Two years of arc welding');
    await field('responsibilities').fill('Weld frames\nCheck joints');
    await field('skillsRequired').fill('Arc welding');
    await field('experienceLevel').selectOption('Mid Level');
    await field('category').selectOption('Construction');

    // an impossible BS day is named at once: no BS month has 33 days
    const day = dialog.getByRole('textbox', { name: ne('dateField.day') });
    const month = dialog.getByRole('combobox', { name: ne('dateField.month') });
    const year = dialog.getByRole('textbox', { name: ne('dateField.year') });
    await month.selectOption(String(bs.month));
    await year.fill(localDigits(String(bs.year), 'ne'));
    await day.fill('३३');
    const noSuchDay = ne('dateField.errors.noSuchDay', {
      month: BS_MONTHS.ne[bs.month - 1]!,
      year: localDigits(String(bs.year), 'ne'),
      days: localDigits(String(bsMonthLength(bs.year, bs.month)), 'ne'),
      day: '३३',
    });
    await dialog.getByText(noSuchDay).waitFor();
    // the BS controls are named and the message is tied to them
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // the calendar dialog: a BS month with the AD day under each day; today is marked and focused
    // (the typed date is not a day), and three weeks down with the keyboard is the deadline
    await page.setViewportSize({ width: 360, height: 740 });
    const deadlineLabel = ne('companyDashboard.form.applicationDeadline');
    const opener = dialog.getByRole('button', { name: ne('dateField.calendar.open', { label: deadlineLabel }) });
    const calendar = page.getByRole('dialog', { name: deadlineLabel });
    // Escape closes it and gives focus back to the button
    await opener.click();
    await calendar.getByRole('grid').waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const grid = calendar.getByRole('grid');
    const todayCell = grid.locator('[aria-current="date"]');
    await expect.poll(() => todayCell.evaluate((cell) => cell === document.activeElement)).toBe(true);
    const todayBs = toBikramSambat(calendarToday())!;
    await calendar.getByRole('heading', { name: formatBsMonth(todayBs.year, todayBs.month, 'ne')! }).waitFor();
    await expect.poll(() => grid.locator('th').first().textContent()).toBe('आइत');
    // PageDown and PageUp turn the month and come back
    await page.keyboard.press('PageDown');
    const nextMonth =
      todayBs.month === 12 ? { year: todayBs.year + 1, month: 1 } : { ...todayBs, month: todayBs.month + 1 };
    await calendar.getByRole('heading', { name: formatBsMonth(nextMonth.year, nextMonth.month, 'ne')! }).waitFor();
    await page.keyboard.press('PageUp');
    for (let week = 0; week < 3; week += 1) await page.keyboard.press('ArrowDown');
    const deadlineCell = grid.getByRole('gridcell', {
      name: ne('dateField.both', {
        bs: formatBsDate(iso, 'ne', { weekday: true })!,
        ad: formatAdDate(iso, 'ne'),
      }),
    });
    await expect.poll(() => deadlineCell.evaluate((cell) => cell === document.activeElement)).toBe(true);
    // the open dialog: no serious findings, and it fits a 360 px phone
    expect(await seriousViolations(page, '[role="dialog"]:has([role="grid"])')).toEqual([]);
    const fits = await calendar.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      overflow: element.scrollWidth - element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(fits).toEqual({ width: expect.any(Number), overflow: 0, page: 360 });
    expect(fits.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    // … and the picked day fills the AD date input and the BS controls
    await expect.poll(() => day.inputValue()).toBe(localDigits(String(bs.day), 'ne'));
    const adInput = dialog.getByRole('textbox', { name: deadlineLabel, exact: true });
    await expect.poll(() => adInput.inputValue()).toBe(iso);
    const bsNepali = localDigits(`${bs.day} ${BS_MONTHS.ne[bs.month - 1]} ${bs.year}`, 'ne');
    await dialog.getByText(bsNepali, { exact: false }).first().waitFor();

    await dialog.getByRole('button', { name: ne('companyDashboard.form.publish') }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: ne('companyDashboard.form.posted') })
      .first()
      .waitFor();
    const posting = page.getByRole('link', { name: jobTitle }).first();
    await posting.waitFor();
    const path = await posting.getAttribute('href');

    // the job page in Nepali: the BS day alone
    await page.goto(path!);
    const apply = page.getByText(ne('jobDetail.deadline'), { exact: false }).first();
    await apply.waitFor();
    await page.getByText(bsNepali, { exact: true }).first().waitFor();

    // in English: AD, then the same day in BS
    const english = await newPage(browser);
    await english.page.goto(path!);
    const both = `${ad.day} ${AD_MONTHS[ad.month - 1]} ${ad.year} · ${bs.day} ${BS_MONTHS.en[bs.month - 1]} ${bs.year}`;
    await english.page.getByText(en('jobDetail.deadline'), { exact: false }).first().waitFor();
    await english.page.getByText(both, { exact: true }).first().waitFor();
    await english.context.close();
    await page.context().close();
  });

  it('an institution types a program’s start date in BS in English; an impossible year is refused', async () => {
    const { context, page } = await newPage(browser);
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email: demoAccount('institution').email, password: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    const title = `Bikram Sambat bookkeeping ${Date.now()}`;
    await page.goto('/institution-dashboard');
    await page.getByRole('button', { name: en('programs.add') }).click();
    const dialog = page.getByRole('dialog');
    const field = (key: string) => dialog.getByLabel(en(`programs.fields.${key}`), { exact: false });
    await field('organizationName').fill('Himalayan Polytechnic Institute');
    await field('programTitle').fill(title);
    await field('programType').selectOption('Workshop');
    await field('credentialAwarded').fill('Certificate of Completion');
    await field('description').fill('Keep the books of a small shop, in both calendars.');
    await field('format').selectOption('online');
    await field('duration').fill('4 weeks');
    await field('totalCost').fill('8000');

    const bsOf = (key: string) =>
      dialog.getByRole('group', { name: en('dateField.bsLegend', { label: en(`programs.fields.${key}`) }) });
    // a year past the table is named, and the form does not publish
    const deadline = bsOf('applicationDeadline');
    await deadline.getByRole('textbox', { name: en('dateField.day') }).fill('1');
    await deadline.getByRole('combobox', { name: en('dateField.month') }).selectOption('1');
    await deadline.getByRole('textbox', { name: en('dateField.year') }).fill('2090');
    await dialog.getByText(en('dateField.errors.outOfRange', { first: '2000', last: String(BS_LAST_YEAR) })).waitFor();
    await dialog.getByRole('button', { name: en('programs.dialog.publish') }).click();
    await page.getByText(en('program.invalidDate')).first().waitFor();
    await deadline.getByRole('textbox', { name: en('dateField.year') }).fill('');
    await deadline.getByRole('textbox', { name: en('dateField.day') }).fill('');
    await deadline.getByRole('combobox', { name: en('dateField.month') }).selectOption('');

    // 1 Magh 2083 is 15 January 2027
    const start = bsOf('startDate');
    await start.getByRole('textbox', { name: en('dateField.day') }).fill('1');
    await start.getByRole('combobox', { name: en('dateField.month') }).selectOption('10');
    await start.getByRole('textbox', { name: en('dateField.year') }).fill('2083');
    const startLabel = en('programs.fields.startDate');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: startLabel, exact: true }).inputValue())
      .toBe('2027-01-15');
    await dialog.getByText(en('dateField.both', { bs: '1 Magh 2083', ad: '15 Jan 2027' })).waitFor();

    // the calendar opens on that day, with the AD months in its heading; a click turns the month or picks
    await dialog.getByRole('button', { name: en('dateField.calendar.open', { label: startLabel }) }).click();
    const calendar = page.getByRole('dialog', { name: startLabel });
    await calendar.getByRole('heading', { name: 'Magh 2083 · Jan–Feb 2027' }).waitFor();
    const oneMagh = calendar.getByRole('gridcell', {
      name: en('dateField.both', { bs: 'Friday, 1 Magh 2083', ad: '15 Jan 2027' }),
    });
    expect(await oneMagh.getAttribute('aria-selected')).toBe('true');
    await calendar.getByRole('button', { name: en('dateField.calendar.nextMonth') }).click();
    await calendar.getByRole('heading', { name: 'Falgun 2083 · Feb–Mar 2027' }).waitFor();
    await calendar.getByRole('button', { name: en('dateField.calendar.previousMonth') }).click();
    await oneMagh.click();
    await calendar.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: en('programs.dialog.publish') }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: en('programs.published') })
      .first()
      .waitFor();

    const link = page.getByRole('link', { name: title }).first();
    await link.waitFor();
    await page.goto((await link.getAttribute('href'))!);
    await page.getByText('15 Jan 2027 · 1 Magh 2083', { exact: true }).waitFor();
    await page.evaluate(() => localStorage.setItem('sipalu.lang', 'ne'));
    await page.reload();
    await page.getByText('१ माघ २०८३', { exact: true }).waitFor();
    await context.close();
  });
});
