import { textIn } from '#server/lib/locale-text.ts';
import type { PageLanguage } from '#server/lib/page-language.ts';
import type { PublicCredential } from './credential-reads.service.ts';
import { issuerKindOf } from './issuer-kind.ts';
import { certificateUrl, credentialJsonUrl, credentialPageUrl } from './open-badge.ts';
import { bothDates, escapeHtml, layout } from './page-layout.ts';
import { achievementTextIn } from './nepali-edition.ts';
import { qrImagePath } from './qr-code.ts';
import { resultLinesIn, tagTextIn } from './result-text.ts';

// The public page of a credential, drawn on the server: it must work without JavaScript, on any
// phone that scans its QR code, and print. One language at a time (the reader's), with a link to
// the other one (`?lang=`), since a link may be opened by someone who reads either.

type Standing = 'valid' | 'revoked' | 'suspended' | 'expired' | 'invalid';

/** The issuer's verified badge names what was verified: an institution, or a professional (decision 055). */
export const issuerVerifiedKey = (credential: Pick<PublicCredential, 'kind' | 'document'>) =>
  issuerKindOf(credential.kind, credential.document) === 'professional'
    ? 'credentials.page.issuerVerifiedProfessional'
    : 'credentials.page.issuerVerified';

/** What the page says of the credential: a failed proof first, then revocation, suspension, expiry. */
function standingOf(credential: PublicCredential, now: Date): Standing {
  if (!credential.check.verified) return 'invalid';
  if (credential.revokedAt || credential.check.revoked) return 'revoked';
  if (credential.suspendedAt || credential.check.suspended) return 'suspended';
  if (credential.validUntil && credential.validUntil <= now) return 'expired';
  return 'valid';
}

/** The status line, and the revocation's date, reason and successor when revoked. */
function statusBlock(credential: PublicCredential, standing: Standing, language: PageLanguage): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  const label = {
    valid: 'statusValid',
    revoked: 'statusRevoked',
    suspended: 'statusSuspended',
    expired: 'statusExpired',
    invalid: 'statusInvalid',
  };
  const line = `<p><span class="status ${standing === 'valid' ? 'ok' : 'bad'}">${t('credentials.page.status')}: ${t(`credentials.page.${label[standing]}`)}</span></p>`;
  if (standing === 'suspended')
    return `${line}<div class="revoked" role="note">${suspensionDetails(credential, language)}</div>`;
  if (standing !== 'revoked') return `${line}${liftDetails(credential, language)}`;
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

/** When and why it was suspended (older credentials' suspension is the database's word alone). */
function suspensionDetails(credential: PublicCredential, language: PageLanguage): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  return [
    credential.suspendedAt
      ? `<p>${t('credentials.page.suspendedOn', { date: bothDates(credential.suspendedAt, language) })}</p>`
      : '',
    credential.suspensionReason
      ? `<p>${t('credentials.page.revokedReason')}: ${escapeHtml(credential.suspensionReason)}</p>`
      : '',
  ].join('');
}

/** The last suspension lifted, when, and both reasons (decision 060): a verifier sees it was once in doubt. */
function liftDetails(credential: PublicCredential, language: PageLanguage): string {
  const lift = credential.suspensionLift;
  if (!lift) return '';
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textIn(language, key, values));
  return [
    '<div class="lifted" role="note">',
    `<p>${t('credentials.page.liftedOn', { date: bothDates(lift.liftedAt, language) })}</p>`,
    `<p>${t('credentials.page.liftReason')}: ${escapeHtml(lift.reason)}</p>`,
    lift.suspensionReason
      ? `<p>${t('credentials.page.liftedSuspensionReason')}: ${escapeHtml(lift.suspensionReason)}</p>`
      : '',
    '</div>',
  ].join('');
}

/** The checks run now: the proof, the key, the dates, and revocation and suspension in the issuer's records. */
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
    ...(standing === 'suspended' ? [`<li>✗ ${t('credentials.page.checkSuspended')}</li>`] : []),
  ];
}

/** The page of an existing credential. */
export function credentialPage(
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
  const text = achievementTextIn(shown, language);
  const issuerBadge = credential.issuerVerified
    ? `<span class="badge ok">✓ ${t(issuerVerifiedKey(credential))}</span>`
    : `<span class="badge warn">${t('credentials.page.issuerNotVerified')}</span>`;
  const checks = checkList(credential, standing, language);
  const results = resultLinesIn(credential, language);
  const notes = results.length
    ? `<h2>${t('credentials.page.notes')}</h2><p>${results.map(escapeHtml).join('<br>')}</p>`
    : '';
  const body =
    `<article class="card" aria-labelledby="credential-name">` +
    `<p class="kicker">${t('credentials.page.title')}</p>` +
    `<h1 id="credential-name">${escapeHtml(text.name)}</h1>` +
    statusBlock(credential, standing, language) +
    `<dl><dt>${t('credentials.page.awardedTo')}</dt><dd><strong>${escapeHtml(credential.learnerName)}</strong></dd>` +
    `<dt>${t('credentials.page.issuedBy')}</dt><dd>${escapeHtml(shown.issuer.name)} · ${issuerBadge}</dd>` +
    `<dt>${t('credentials.page.issued')}</dt><dd>${escapeHtml(bothDates(credential.issuedAt, language))}</dd></dl>` +
    `<h2>${t('credentials.page.achievement')}</h2><p>${escapeHtml(text.description)}</p>` +
    `<h2>${t('credentials.page.criteria')}</h2><p>${escapeHtml(text.criteria)}</p>` +
    notes +
    `<h2>${t('credentials.page.skills')}</h2><ul class="tags">${achievement.tag.map((tag) => `<li>${escapeHtml(tagTextIn(tag, language))}</li>`).join('')}</ul>` +
    `</article>` +
    `<section class="card" aria-labelledby="checks"><h2 id="checks">${t('credentials.page.checks')}</h2><ul class="checks">${checks.join('')}</ul>` +
    `<p>${t('credentials.page.standard')}</p>` +
    `<p class="actions"><a href="${escapeHtml(credentialJsonUrl(publicUrl, credential.id))}" download>${t('credentials.page.download')}</a>` +
    `<a href="${escapeHtml(certificateUrl(publicUrl, credential.id))}?lang=${language}">${t('credentials.certificate.open')}</a>` +
    `<a href="/verify?lang=${language}">${t('credentials.verify.link')}</a></p></section>` +
    `<section class="card qr" aria-label="${t('credentials.page.scan')}"><img src="${qrImagePath(credential.id)}" alt="${t('credentials.page.qr')}" width="144" height="144">` +
    `<p>${t('credentials.page.scan')}<br><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p></section>`;
  // listed nowhere (no sitemap), and kept out of search engines too when its learner hid it
  return layout(language, text.name, body, `?lang=${language === 'en' ? 'ne' : 'en'}`, {
    noindex: credential.hidden,
  });
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
    { noindex: true },
  );
}
