import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOCALE_FILES } from '#contract/locales/catalogs.ts';
import { isUuid } from '#contract/ids.ts';
import { jobAlerts } from '#server/db/schema/job-alerts.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { pauseJobAlert } from './job-alerts.service.ts';

// One-click unsubscribe for job alert e-mails (RFC 8058), without signing in.
//
// Each e-mail carries a link `/unsubscribe/job-alert?token=…` in its text and in its
// `List-Unsubscribe` header. The token names the alert and when it stops working, signed with
// HMAC-SHA256 under the app's secret: it cannot be forged for another alert, nor changed.
//   GET   a small page (English and Nepali) that asks "Stop this alert?" with one button: mail
//         scanners open links, so a GET never changes anything
//   POST  pauses the alert (the button, or a mail client's `List-Unsubscribe=One-Click` POST) and
//         answers the page that says so
// These routes live outside /api: a mail client posts from no page of ours, with a form body, so
// the API's origin check and JSON-only rule do not apply (they guard signed-in sessions; this
// route uses none). A bad or expired token changes nothing and gets a page saying so.

export const UNSUBSCRIBE_PATH = '/unsubscribe/job-alert';

/** How long an e-mail's link works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`job-alert-unsubscribe:${body}`).digest('base64url');

/** A token for the alert that stops working UNSUBSCRIBE_TOKEN_DAYS after `now`. */
export function unsubscribeToken(secret: string, alertId: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600;
  const body = `${alertId}.${expires}`;
  return `${body}.${sign(secret, body)}`;
}

/** The alert a token names, or null when it is malformed, tampered with or expired. */
export function alertOfToken(secret: string, token: string, now: Date = new Date()): string | null {
  const [alertId, expires, signature, ...rest] = token.split('.');
  if (!alertId || !expires || !signature || rest.length || !isUuid(alertId) || !/^\d+$/.test(expires)) return null;
  const expected = Buffer.from(sign(secret, `${alertId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return alertId;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, alertId: string, now?: Date) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, alertId, now))}`;

const TEXTS = { en: LOCALE_FILES.jobs.en.jobAlertUnsubscribe, ne: LOCALE_FILES.jobs.ne.jobAlertUnsubscribe };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type PageState = 'confirm' | 'done' | 'invalid';

/** The page in both languages: the link is followed without signing in, so we do not know which is read. */
function page(state: PageState, token: string): string {
  const parts = (['en', 'ne'] as const).map((language) => {
    const text = TEXTS[language];
    const body =
      state === 'invalid'
        ? `<h1>${escapeHtml(text.invalidTitle)}</h1><p>${escapeHtml(text.invalid)}</p>`
        : state === 'done'
          ? `<h1>${escapeHtml(text.doneTitle)}</h1><p>${escapeHtml(text.done)}</p>`
          : `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.confirm)}</p>` +
            `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(token))}">` +
            `<button type="submit">${escapeHtml(text.button)}</button></form>`;
    return `<section lang="${language}">${body}<p><a href="/settings/security">${escapeHtml(text.manage)}</a></p></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(TEXTS.en.title)} · Sipalu</title></head><body><main>${parts.join('<hr>')}</main></body></html>`;
}

/** GET (the page) and POST (pause) of the unsubscribe link. */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(UNSUBSCRIBE_PATH, async (c) => {
    const { db, linkSecret } = c.var.deps;
    const token = c.req.query('token') ?? '';
    const alertId = alertOfToken(linkSecret, token);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!alertId) return c.html(page('invalid', ''), 400);
    const [alert] = await db.select({ pausedAt: jobAlerts.pausedAt }).from(jobAlerts).where(eq(jobAlerts.id, alertId));
    // removed in the settings already: nothing is sent any more either way
    if (!alert || alert.pausedAt) return c.html(page('done', token), 200);
    return c.html(page('confirm', token), 200);
  })
  .post(UNSUBSCRIBE_PATH, async (c) => {
    const { db, linkSecret } = c.var.deps;
    const alertId = alertOfToken(linkSecret, c.req.query('token') ?? '');
    c.header('Cache-Control', 'no-store');
    if (!alertId) return c.html(page('invalid', ''), 400);
    await pauseJobAlert(db, alertId);
    return c.html(page('done', ''), 200);
  });
