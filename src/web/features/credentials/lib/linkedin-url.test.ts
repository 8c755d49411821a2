import { describe, expect, it } from 'vitest';
import type { CredentialSummary } from '#contract/credentials.ts';
import { linkedInAddUrl } from './linkedin-url.ts';

const credential: CredentialSummary = {
  id: '7f0c7a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Solar PV Installation & Safety',
  nameNe: null,
  issuerName: 'Pokhara Technical School',
  learnerName: 'Ramesh Thapa',
  // 31 Dec 2025 at 20:00 UTC is 1 Jan 2026 in Nepal
  issuedAt: '2025-12-31T20:00:00.000Z',
  pageUrl: 'https://sipalu.example/credentials/7f0c7a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  jsonUrl: 'https://sipalu.example/credentials/7f0c7a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f.json',
  validUntil: '2028-06-30T18:14:59.999Z',
  revokedAt: null,
  revocationReason: null,
  suspendedAt: null,
  suspensionReason: null,
  suspensionLift: null,
  replacedByUrl: null,
  hidden: false,
};

describe('the Add to LinkedIn link', () => {
  it('pre-fills the certification form with name, issuer, Nepal-day months, page and id', () => {
    const url = new URL(linkedInAddUrl(credential));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Solar PV Installation & Safety',
      organizationName: 'Pokhara Technical School',
      issueYear: '2026',
      issueMonth: '1',
      expirationYear: '2028',
      expirationMonth: '6',
      certUrl: credential.pageUrl,
      certId: credential.id,
    });
  });

  it('leaves out the expiry of a credential that does not expire', () => {
    const url = new URL(linkedInAddUrl({ ...credential, validUntil: null }));
    expect(url.searchParams.has('expirationYear')).toBe(false);
    expect(url.searchParams.has('expirationMonth')).toBe(false);
  });
});
