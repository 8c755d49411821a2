import { textIn } from '#server/lib/locale-text.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';
import { bothDates, escapeHtml, layout } from './page-layout.ts';
import { PRESENTED_MAX_BYTES } from './presented-credential.ts';
import type { CheckResult, Verification } from './verify.service.ts';

// /verify, drawn on the server (decision 052): a plain form (paste or choose a file) posted without
// JavaScript, and the answer under it: valid, or "not valid because …" with every check's words.

const MARK = { passed: '✓', failed: '✗', notChecked: '–' } as const;

/** One check's sentence, its dates in both calendars. */
function checkText(check: CheckResult, language: PageLanguage): string {
  const values = { ...check.values };
  if (values.date) values.date = bothDates(new Date(values.date), language);
  return textIn(language, `credentials.verify.reasons.${check.reason}`, values);
}

function resultBlock(result: Verification, language: PageLanguage): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  const failed = result.checks.find((check) => check.outcome === 'failed');
  const verdict = failed
    ? `<p><span class="status bad">${t('credentials.verify.notValid')}</span></p>` +
      `<p><strong>${t('credentials.verify.because', { reason: checkText(failed, language) })}</strong></p>`
    : `<p><span class="status ok">${t('credentials.verify.valid')}</span></p>`;
  const { shown } = result;
  const facts = [
    shown.name ? `<dt>${t('credentials.verify.name')}</dt><dd>${escapeHtml(shown.name)}</dd>` : '',
    shown.learnerName ? `<dt>${t('credentials.page.awardedTo')}</dt><dd>${escapeHtml(shown.learnerName)}</dd>` : '',
    shown.issuerName ? `<dt>${t('credentials.page.issuedBy')}</dt><dd>${escapeHtml(shown.issuerName)}</dd>` : '',
    shown.pageUrl
      ? `<dt>${t('credentials.verify.page')}</dt><dd><a href="${escapeHtml(shown.pageUrl)}">${escapeHtml(shown.pageUrl)}</a></dd>`
      : '',
  ].join('');
  const checks = result.checks
    .map((check) => {
      const label = t(`credentials.verify.checks.${check.check}`);
      const outcome = t(`credentials.verify.outcome.${check.outcome}`);
      const detail = check.detail ? `<br><span class="detail" lang="en">${escapeHtml(check.detail)}</span>` : '';
      return `<li><span aria-hidden="true">${MARK[check.outcome]}</span> <strong>${label}</strong> <span class="sr">(${outcome})</span>: ${escapeHtml(checkText(check, language))}${detail}</li>`;
    })
    .join('');
  // facts a forger may have written: said to be the credential's own words, not Sipalu's
  const factsBlock = facts ? `<h2>${t('credentials.verify.itSays')}</h2><dl>${facts}</dl>` : '';
  return (
    `<section class="card" aria-labelledby="result" role="status"><h2 id="result">${t('credentials.verify.result')}</h2>` +
    verdict +
    factsBlock +
    `<h2>${t('credentials.page.checks')}</h2><ul class="checks">${checks}</ul></section>`
  );
}

/** The page: the form, with the visitor's pasted text kept, and the result of the last check. */
export function verifyPage(
  language: PageLanguage,
  { result, pasted = '', problem }: { result?: Verification; pasted?: string; problem?: string } = {},
): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  const problemBlock = problem
    ? `<section class="card" role="alert"><p><span class="status bad">${t('credentials.verify.notValid')}</span></p><p><strong>${t(problem, { max: String(PRESENTED_MAX_BYTES / 1024) })}</strong></p></section>`
    : '';
  const body =
    `<article class="card" aria-labelledby="verify-title"><p class="kicker">${t('credentials.page.title')}</p>` +
    `<h1 id="verify-title">${t('credentials.verify.title')}</h1><p>${t('credentials.verify.intro')}</p>` +
    `<form method="post" action="/verify?lang=${language}" enctype="multipart/form-data">` +
    `<label for="credential">${t('credentials.verify.paste')}</label>` +
    `<textarea id="credential" name="credential" spellcheck="false" autocapitalize="off" aria-describedby="paste-hint">${escapeHtml(pasted)}</textarea>` +
    `<p class="hint" id="paste-hint">${t('credentials.verify.pasteHint', { max: String(PRESENTED_MAX_BYTES / 1024) })}</p>` +
    `<label for="file">${t('credentials.verify.file')}</label>` +
    `<input id="file" name="file" type="file" accept=".json,.jsonld,application/json,application/ld+json">` +
    `<p class="hint">${t('credentials.verify.fileHint')}</p>` +
    `<button type="submit">${t('credentials.verify.submit')}</button></form>` +
    `<p class="hint">${t('credentials.verify.private')}</p></article>` +
    problemBlock +
    (result ? resultBlock(result, language) : '');
  return layout(
    language,
    textIn(language, 'credentials.verify.title'),
    body,
    `/verify?lang=${language === 'en' ? 'ne' : 'en'}`,
    {
      // an answer about one visitor's file is of no use in search; the empty form is
      noindex: Boolean(result || problem),
    },
  );
}
