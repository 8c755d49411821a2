import QRCode from 'qrcode';
import { formatAdDate, formatBsDate } from '#contract/format/dates.ts';
import { textIn } from '#server/lib/locale-text.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';
import type { PublicCredential } from './credential-reads.service.ts';
import { credentialJsonUrl, credentialPageUrl } from './open-badge.ts';

// The public page of a credential, drawn on the server: it must work without JavaScript, on any
// phone that scans its QR code, and print. One language at a time (the reader's), with a link to
// the other one (`?lang=`), since a link may be opened by someone who reads either.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem;margin-top:1rem}
h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1rem;margin:1rem 0 .25rem;color:#334155}
.kicker{font-size:.875rem;font-weight:600;color:#166534;text-transform:uppercase;letter-spacing:.04em}
.status{display:inline-block;padding:.25rem .75rem;border-radius:999px;font-weight:600}
.ok{background:#dcfce7;color:#14532d}.bad{background:#fee2e2;color:#7f1d1d}.revoked{border-left:4px solid #b91c1c;padding-left:.75rem;color:#7f1d1d}
.badge{font-size:.875rem;font-weight:600}.badge.ok{padding:.125rem .5rem;border-radius:.5rem}.badge.warn{color:#78350f}
ul.checks{list-style:none;padding:0;margin:0}ul.checks li{padding:.25rem 0}
ul.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}ul.tags li{background:#f1f5f9;border-radius:.5rem;padding:.125rem .5rem}
.qr{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}.qr svg{width:9rem;height:9rem}
a{color:#1d4ed8;overflow-wrap:anywhere}.qr p{min-width:0;flex:1 1 12rem}nav{display:flex;justify-content:space-between;gap:1rem;font-size:.875rem}
dl{margin:0}dt{font-size:.875rem;color:#475569}dd{margin:0 0 .5rem}
@media print{nav,.download{display:none}body{background:#fff}.card{border:none}}
`;

function layout(language: PageLanguage, title: string, body: string, otherLanguageHref: string): string {
  const t = (key: string) => escapeHtml(textIn(language, key));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    // shared by link, not listed: the learner decides who sees it (decision 048)
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Sipalu</title><style>${STYLE}</style></head><body><main>` +
    `<nav><a href="/">${t('credentials.page.home')}</a>` +
    `<a href="${escapeHtml(otherLanguageHref)}" lang="${language === 'en' ? 'ne' : 'en'}">${t('credentials.page.otherLanguage')}</a></nav>` +
    `${body}</main></body></html>`
  );
}

/** "5 Mar 2026 · 21 Falgun 2082" in English, BS first in Nepali: both calendars, always. */
function bothDates(value: Date, language: PageLanguage): string {
  const ad = formatAdDate(value, language);
  const bs = formatBsDate(value, language);
  if (!bs) return ad;
  return language === 'ne' ? `${bs} (${ad})` : `${ad} · ${bs}`;
}

type Standing = 'valid' | 'revoked' | 'expired' | 'invalid';

/** What the page says of the credential: a failed proof first, then revocation, then expiry. */
function standingOf(credential: PublicCredential, now: Date): Standing {
  if (!credential.check.verified) return 'invalid';
  if (credential.revokedAt || credential.check.revoked) return 'revoked';
  if (credential.validUntil && credential.validUntil <= now) return 'expired';
  return 'valid';
}

/** The status line, and the revocation's date, reason and successor when revoked. */
function statusBlock(credential: PublicCredential, standing: Standing, language: PageLanguage): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  const label = { valid: 'statusValid', revoked: 'statusRevoked', expired: 'statusExpired', invalid: 'statusInvalid' };
  const line = `<p><span class="status ${standing === 'valid' ? 'ok' : 'bad'}">${t('credentials.page.status')}: ${t(`credentials.page.${label[standing]}`)}</span></p>`;
  if (standing !== 'revoked') return line;
  const details = [
    credential.revokedAt
      ? `<p>${t('credentials.page.revokedOn', { date: bothDates(credential.revokedAt, language) })}</p>`
      : '',
    // a reissue's own line says why; the stored reason is the issuer's words otherwise
    credential.revocationReason && !credential.replacedByUrl
      ? `<p>${t('credentials.page.revokedReason')}: ${escapeHtml(credential.revocationReason)}</p>`
      : '',
    credential.replacedByUrl
      ? `<p>${t('credentials.page.replacedBy')} <a href="${escapeHtml(credential.replacedByUrl)}">${escapeHtml(credential.replacedByUrl)}</a></p>`
      : '',
  ];
  return `${line}<div class="revoked" role="note">${details.join('')}</div>`;
}

/** The checks run now: the proof, the key, the dates and the status list. */
function checkList(credential: PublicCredential, standing: Standing, language: PageLanguage): string[] {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  if (standing === 'invalid') return [`<li>✗ ${t('credentials.page.checkSignatureFailed')}</li>`];
  const until = credential.validUntil ? bothDates(credential.validUntil, language) : null;
  return [
    `<li>✓ ${t('credentials.page.checkSignature')}</li>`,
    `<li>✓ ${t('credentials.page.checkIssuerKey')}</li>`,
    standing === 'expired'
      ? `<li>✗ ${t('credentials.page.checkExpired', { date: until ?? '' })}</li>`
      : `<li>✓ ${until ? t('credentials.page.checkValidUntil', { date: until }) : t('credentials.page.checkDates')}</li>`,
    standing === 'revoked'
      ? `<li>✗ ${t('credentials.page.checkRevoked')}</li>`
      : `<li>✓ ${t('credentials.page.checkNotRevoked')}</li>`,
  ];
}

/** The page of an existing credential. */
export async function credentialPage(
  publicUrl: string,
  credential: PublicCredential,
  language: PageLanguage,
  now = new Date(),
) {
  const t = (key: string) => escapeHtml(textIn(language, key));
  const { shown } = credential;
  const pageUrl = credentialPageUrl(publicUrl, credential.id);
  const standing = standingOf(credential, now);
  const achievement = shown.credentialSubject.achievement;
  const qr = await QRCode.toString(pageUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const issuerBadge = credential.issuerVerified
    ? `<span class="badge ok">✓ ${t('credentials.page.issuerVerified')}</span>`
    : `<span class="badge warn">${t('credentials.page.issuerNotVerified')}</span>`;
  const checks = checkList(credential, standing, language);
  const notes = shown.credentialSubject.narrative
    ? `<h2>${t('credentials.page.notes')}</h2><p>${escapeHtml(shown.credentialSubject.narrative).replace(/\n\n/g, '<br>')}</p>`
    : '';
  const body =
    `<article class="card" aria-labelledby="credential-name">` +
    `<p class="kicker">${t('credentials.page.title')}</p>` +
    `<h1 id="credential-name">${escapeHtml(shown.name)}</h1>` +
    statusBlock(credential, standing, language) +
    `<dl><dt>${t('credentials.page.awardedTo')}</dt><dd><strong>${escapeHtml(credential.learnerName)}</strong></dd>` +
    `<dt>${t('credentials.page.issuedBy')}</dt><dd>${escapeHtml(shown.issuer.name)} · ${issuerBadge}</dd>` +
    `<dt>${t('credentials.page.issued')}</dt><dd>${escapeHtml(bothDates(credential.issuedAt, language))}</dd></dl>` +
    `<h2>${t('credentials.page.achievement')}</h2><p>${escapeHtml(achievement.description)}</p>` +
    `<h2>${t('credentials.page.criteria')}</h2><p>${escapeHtml(achievement.criteria.narrative)}</p>` +
    notes +
    `<h2>${t('credentials.page.skills')}</h2><ul class="tags">${achievement.tag.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>` +
    `</article>` +
    `<section class="card" aria-labelledby="checks"><h2 id="checks">${t('credentials.page.checks')}</h2><ul class="checks">${checks.join('')}</ul>` +
    `<p>${t('credentials.page.standard')}</p>` +
    `<p class="download"><a href="${escapeHtml(credentialJsonUrl(publicUrl, credential.id))}" download>${t('credentials.page.download')}</a></p></section>` +
    `<section class="card qr" aria-label="${t('credentials.page.scan')}"><figure role="img" aria-label="${t('credentials.page.qr')}" style="margin:0">${qr}</figure>` +
    `<p>${t('credentials.page.scan')}<br><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p></section>`;
  return layout(language, shown.name, body, `?lang=${language === 'en' ? 'ne' : 'en'}`);
}

/** The page for an address with no credential. */
export function missingCredentialPage(language: PageLanguage) {
  const t = (key: string) => escapeHtml(textIn(language, key));
  const body = `<article class="card"><h1>${t('credentials.page.notFoundTitle')}</h1><p>${t('credentials.page.notFound')}</p></article>`;
  return layout(
    language,
    textIn(language, 'credentials.page.notFoundTitle'),
    body,
    `?lang=${language === 'en' ? 'ne' : 'en'}`,
  );
}
