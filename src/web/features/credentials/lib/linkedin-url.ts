import type { CredentialSummary } from '#contract/credentials.ts';
import { calendarDay } from '#contract/format/dates.ts';

// LinkedIn's "Add licence or certification" form, pre-filled through its documented profile URL
// (decision 052). Months are the Gregorian months of the Nepal day the credential was issued.

const ADD_CERTIFICATION = 'https://www.linkedin.com/profile/add';

/** The URL that opens LinkedIn's form with the credential's name, issuer, dates, page and id. */
export function linkedInAddUrl(credential: CredentialSummary): string {
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: credential.name });
  params.set('organizationName', credential.issuerName);
  const issued = calendarDay(credential.issuedAt);
  if (issued) {
    params.set('issueYear', String(issued.year));
    params.set('issueMonth', String(issued.month));
  }
  const expires = credential.validUntil ? calendarDay(credential.validUntil) : null;
  if (expires) {
    params.set('expirationYear', String(expires.year));
    params.set('expirationMonth', String(expires.month));
  }
  params.set('certUrl', credential.pageUrl);
  params.set('certId', credential.id);
  return `${ADD_CERTIFICATION}?${params.toString()}`;
}
