import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { clickUntilShown } from './browser.ts';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { totpCode } from '#tests/fixtures/totp.ts';
import { POLL, texts, type Language } from './booking-phone.ts';

/** The demo staff member starts without two-factor sign-in, which the console asks for. */
export async function turnOnTwoFactor(page: Page) {
  const t = texts.en;
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: t('security.twoFactor.title') });
  await section.getByRole('button', { name: t('security.twoFactor.enable') }).click();
  await section.getByLabel(t('auth.password')).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: t('security.twoFactor.enable') }).click();
  await section.getByRole('img', { name: t('security.twoFactor.qrAlt') }).waitFor(POLL);
  const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  await section.getByLabel(t('security.twoFactor.code')).fill(totpCode(secret));
  await section.getByRole('button', { name: t('security.twoFactor.confirm') }).click();
  await section.getByRole('button', { name: t('security.twoFactor.done') }).click();
  await section.getByText(t('security.twoFactor.on')).waitFor(POLL);
}

/** One signed-in staff phone serves both languages: the next page it opens reads this one. */
export async function useLanguage(page: Page, language: Language) {
  await page.evaluate((lang) => localStorage.setItem('sipalu.lang', lang), language);
}

/**
 * Goes to a console section as someone on a phone does: the section menu, then the section. The
 * menu's button then names it. `tab` is the section's key under `staff.tabs`.
 */
export async function openStaffSection(page: Page, language: Language, tab: string) {
  const t = texts[language];
  const nav = page.getByRole('navigation', { name: t('staff.title') });
  const menu = nav.getByRole('button', { name: t('staff.section') });
  const link = nav.getByRole('link', { name: t(`staff.tabs.${tab}`), exact: true });
  await clickUntilShown(menu, link);
  await link.click();
  await nav
    .getByRole('button', { name: `${t('staff.section')}: ${t(`staff.tabs.${tab}`)}`, exact: true })
    .waitFor(POLL);
}

/**
 * Nothing reaches past the phone's right edge, but for what sits in a strip made to scroll
 * sideways, such as a row of filter chips.
 */
export async function expectNoOverflowOutsideScrollers(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'auto' && parent.scrollWidth > parent.clientWidth) return false;
        }
        return true;
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
  );
  expect(wide).toEqual([]);
}
