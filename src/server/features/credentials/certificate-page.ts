import { formatAdDate, formatBsDate } from '#contract/format/dates.ts';
import { textIn } from '#server/lib/locale-text.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';
import type { PublicCredential } from './credential-reads.service.ts';
import { credentialPageUrl } from './open-badge.ts';
import { escapeHtml, layout } from './page-layout.ts';
import { issuerVerifiedKey } from './credential-page.ts';
import { achievementTextIn } from './nepali-edition.ts';
import { qrSvg } from './qr-code.ts';
import { resultLinesIn } from './result-text.ts';

// The printable certificate (decision 052): one A4 landscape sheet drawn by the browser with a print
// stylesheet, so Devanagari is shaped by the reader's own text engine. On screen the sheet shrinks
// to the window with the same proportions: every size inside is in `cqi` (a hundredth of the
// sheet's width), so the phone's preview and the printed page are one layout at two scales.

export const PRINT_SCRIPT_PATH = '/credentials/print.js';
/** The print button's behaviour; a script file, since the CSP allows no inline script. */
export const PRINT_SCRIPT = `for (const b of document.querySelectorAll('[data-print]')) { b.hidden = false; b.addEventListener('click', () => print()); }`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;color:#0f172a;background:#e2e8f0;line-height:1.35}
main{padding:1rem}nav{display:flex;justify-content:space-between;gap:1rem;font-size:.875rem;margin-bottom:.75rem}
a{color:#1d4ed8;overflow-wrap:anywhere}
.tools{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-bottom:1rem;font-size:.875rem}
.tools button{font:inherit;font-weight:600;background:#166534;color:#fff;border:0;border-radius:.5rem;padding:.5rem 1rem;cursor:pointer}
.sheet{container-type:inline-size;width:min(100%,297mm);aspect-ratio:297/210;margin:0 auto;background:#fff;position:relative;overflow:hidden;box-shadow:0 1px 6px #0003}
.frame{position:absolute;inset:2.5cqi;border:.5cqi double #166534;padding:3cqi 4cqi;display:flex;flex-direction:column;text-align:center}
.brand{font-size:1.6cqi;font-weight:700;letter-spacing:.2em;color:#166534;text-transform:uppercase}
.kind{font-size:3.4cqi;font-weight:700;margin:1cqi 0 .5cqi;color:#14532d}
.lead{font-size:1.7cqi;color:#334155;margin:.6cqi 0}
.learner{font-size:4.4cqi;font-weight:700;margin:.4cqi 0;border-bottom:.15cqi solid #94a3b8;display:inline-block;padding:0 3cqi .4cqi}
.program{font-size:3cqi;font-weight:700;margin:.4cqi 0}
.award{font-size:1.7cqi;color:#334155;margin:.3cqi 0}
.foot{margin-top:auto;display:flex;justify-content:space-between;align-items:flex-end;gap:2cqi;text-align:left;font-size:1.45cqi}
.foot dl{margin:0}.foot dt{color:#475569}.foot dd{margin:0 0 .6cqi;font-weight:600}
.badge{color:#14532d}.badge.warn{color:#78350f}
.qr{text-align:center;font-size:1.2cqi;max-width:24cqi}.qr svg{width:14cqi;height:14cqi;display:block;margin:0 auto}
.qr span{display:block;overflow-wrap:anywhere}
.void{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none}
.void span{font-size:9cqi;font-weight:800;color:#b91c1ccc;border:.8cqi solid #b91c1ccc;padding:0 3cqi;transform:rotate(-18deg);background:#fffc}
@page{size:A4 landscape;margin:0}
@media print{body{background:#fff}main{padding:0}nav,.tools{display:none}.sheet{width:297mm;height:210mm;box-shadow:none;break-inside:avoid}}
`;

/** "5 March 2026 (AD) · 21 Falgun 2082 (BS)": a certificate names both calendars and says which is which. */
function datesText(value: Date, language: PageLanguage): string {
  const t = (key: string) => textIn(language, key);
  const ad = `${formatAdDate(value, language)} (${t('credentials.certificate.ad')})`;
  const bs = formatBsDate(value, language);
  if (!bs) return ad;
  const bsText = `${bs} (${t('credentials.certificate.bs')})`;
  return language === 'ne' ? `${bsText} · ${ad}` : `${ad} · ${bsText}`;
}

/** The certificate of an existing credential, in one language; revoked or expired, it says so across the sheet. */
export async function certificatePage(
  publicUrl: string,
  credential: PublicCredential,
  language: PageLanguage,
  now = new Date(),
) {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  const { shown } = credential;
  const pageUrl = credentialPageUrl(publicUrl, credential.id);
  const qr = await qrSvg(pageUrl);
  const achievement = shown.credentialSubject.achievement;
  const title = achievementTextIn(shown, language).name;
  // a program's first tag is the credential it awards; a service's tags are the skills it teaches
  const awarded = credential.kind === 'program_completion' ? achievement.tag[0] : undefined;
  // the grade goes on the sheet; the remark stays on the credential's page
  const [grade] = resultLinesIn({ grade: credential.grade }, language);
  const voided = !credential.check.verified
    ? t('credentials.page.statusInvalid')
    : credential.revokedAt || credential.check.revoked
      ? t('credentials.page.statusRevoked')
      : credential.suspendedAt || credential.check.suspended
        ? t('credentials.page.statusSuspended')
        : credential.validUntil && credential.validUntil <= now
          ? t('credentials.page.statusExpired')
          : null;
  const badge = credential.issuerVerified
    ? `<span class="badge">✓ ${t(issuerVerifiedKey(credential))}</span>`
    : `<span class="badge warn">${t('credentials.page.issuerNotVerified')}</span>`;
  const until = credential.validUntil
    ? `<dt>${t('credentials.certificate.validUntil')}</dt><dd>${escapeHtml(datesText(credential.validUntil, language))}</dd>`
    : '';
  const body =
    `<div class="tools"><button type="button" data-print hidden>${t('credentials.certificate.print')}</button>` +
    `<span>${t('credentials.certificate.printHint')}</span>` +
    `<a href="${escapeHtml(pageUrl)}?lang=${language}">${t('credentials.certificate.back')}</a></div>` +
    `<article class="sheet" aria-labelledby="certificate-learner"><div class="frame">` +
    `<p class="brand">Sipalu</p>` +
    `<p class="kind">${t('credentials.certificate.kind')}</p>` +
    `<p class="lead">${t('credentials.certificate.certifies')}</p>` +
    `<h1 class="learner" id="certificate-learner">${escapeHtml(credential.learnerName)}</h1>` +
    `<p class="lead">${t('credentials.certificate.completed')}</p>` +
    `<p class="program">${escapeHtml(title)}</p>` +
    (awarded ? `<p class="award">${escapeHtml(awarded)}</p>` : '') +
    (grade ? `<p class="award">${escapeHtml(grade)}</p>` : '') +
    `<div class="foot"><dl>` +
    `<dt>${t('credentials.page.issuedBy')}</dt><dd>${escapeHtml(shown.issuer.name)} · ${badge}</dd>` +
    `<dt>${t('credentials.page.issued')}</dt><dd>${escapeHtml(datesText(credential.issuedAt, language))}</dd>` +
    until +
    `<dt>${t('credentials.certificate.id')}</dt><dd>${escapeHtml(credential.id)}</dd></dl>` +
    `<figure class="qr" role="img" aria-label="${t('credentials.page.qr')}" style="margin:0">${qr}` +
    `<span>${t('credentials.page.scan')}</span><span>${escapeHtml(pageUrl.replace(/^https?:\/\//, ''))}</span></figure>` +
    `</div></div>` +
    (voided ? `<div class="void"><span>${voided}</span></div>` : '') +
    `</article><script src="${PRINT_SCRIPT_PATH}" defer></script>`;
  return layout(
    language,
    `${textIn(language, 'credentials.certificate.kind')} · ${title}`,
    body,
    `?lang=${language === 'en' ? 'ne' : 'en'}`,
    // the credential's page is the one to find; this is its printout
    { noindex: true, style: STYLE },
  );
}
