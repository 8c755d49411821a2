import type { Context } from 'hono';
import { formatAdDate, formatBsDate } from '#contract/format/dates.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { textIn } from '#server/lib/locale-text.ts';
import { pageLanguage, type PageLanguage } from '#server/lib/page-language.ts';

// What the credential feature's server-drawn pages share (the credential page, its certificate and
// /verify): they must work without JavaScript, on any phone that scans a QR code, and print.

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `?lang=` (the page's own switch), else the reader's language. */
export function languageOf(c: Context<AppEnv>): PageLanguage {
  const asked = c.req.query('lang');
  return asked === 'en' || asked === 'ne' ? asked : pageLanguage(c);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem;margin-top:1rem}
h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1rem;margin:1rem 0 .25rem;color:#334155}
.kicker{font-size:.875rem;font-weight:600;color:#166534;text-transform:uppercase;letter-spacing:.04em}
.status{display:inline-block;padding:.25rem .75rem;border-radius:999px;font-weight:600}
.ok{background:#dcfce7;color:#14532d}.bad{background:#fee2e2;color:#7f1d1d}.revoked{border-left:4px solid #b91c1c;padding-left:.75rem;color:#7f1d1d}.lifted{border-left:4px solid #64748b;padding-left:.75rem;color:#334155}
.badge{font-size:.875rem;font-weight:600}.badge.ok{padding:.125rem .5rem;border-radius:.5rem}.badge.warn{color:#78350f}
ul.checks{list-style:none;padding:0;margin:0}ul.checks li{padding:.25rem 0}
ul.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}ul.tags li{background:#f1f5f9;border-radius:.5rem;padding:.125rem .5rem}
.qr{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}.qr img{width:9rem;height:9rem}
a{color:#1d4ed8;overflow-wrap:anywhere}.qr p{min-width:0;flex:1 1 12rem}nav{display:flex;justify-content:space-between;gap:1rem;font-size:.875rem}
dl{margin:0}dt{font-size:.875rem;color:#475569}dd{margin:0 0 .5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
textarea{width:100%;min-height:10rem;font:inherit;font-family:ui-monospace,monospace;font-size:.8125rem;padding:.5rem;border:1px solid #64748b;border-radius:.5rem}
input[type=file]{max-width:100%}.hint{font-size:.875rem;color:#475569;margin:.25rem 0}
button{margin-top:1rem;font:inherit;font-weight:600;background:#166534;color:#fff;border:0;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}
.detail{font-size:.8125rem;color:#475569;overflow-wrap:anywhere}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media print{nav,.download,.actions{display:none}body{background:#fff}.card{border:none}}
`;

/**
 * A whole page. `noindex` for a credential its learner hid and for pages of no use in search
 * (decision 052); `style` adds to the shared stylesheet.
 */
export function layout(
  language: PageLanguage,
  title: string,
  body: string,
  otherLanguageHref: string,
  { noindex = false, style = STYLE }: { noindex?: boolean; style?: string } = {},
): string {
  const t = (key: string) => escapeHtml(textIn(language, key));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    (noindex ? `<meta name="robots" content="noindex">` : '') +
    `<title>${escapeHtml(title)} · Sipalu</title><style>${style}</style></head><body><main>` +
    `<nav><a href="/">${t('credentials.page.home')}</a>` +
    `<a href="${escapeHtml(otherLanguageHref)}" lang="${language === 'en' ? 'ne' : 'en'}">${t('credentials.page.otherLanguage')}</a></nav>` +
    `${body}</main></body></html>`
  );
}

/** "5 Mar 2026 · 21 Falgun 2082" in English, BS first in Nepali: both calendars, always. */
export function bothDates(value: Date, language: PageLanguage): string {
  const ad = formatAdDate(value, language);
  const bs = formatBsDate(value, language);
  if (!bs) return ad;
  return language === 'ne' ? `${bs} (${ad})` : `${ad} · ${bs}`;
}
