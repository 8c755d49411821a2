import type { VerificationBadge } from './verification.ts';

// The words of a verification badge, apart from the request schemas: cards and pages that show a
// badge load this without zod.

/**
 * The parts of a badge as locale keys and their values (`lists.verificationBadge.*`, a namespace
 * every page with cards loads), so the web shows them in the reader's language and the server can
 * word an e-mail in English or Nepali. Joined with " · ": "NSTB Level 2 · Plumber · ID verified".
 */
export function badgeTexts(badge: VerificationBadge): { key: string; values?: Record<string, string> }[] {
  if (badge.role === 'company') {
    return [{ key: badge.isAgency ? 'lists.verificationBadge.agency' : 'lists.verificationBadge.company' }];
  }
  if (badge.role === 'institution') {
    return [
      { key: 'lists.verificationBadge.institution' },
      ...(badge.ctevtAffiliated ? [{ key: 'lists.verificationBadge.ctevtAffiliated' }] : []),
    ];
  }
  const identity = { key: 'lists.verificationBadge.identity' };
  const { certificate } = badge;
  if (!certificate) return [identity];
  const { framework, level, occupation } = certificate;
  const levelKey =
    framework === 'other'
      ? 'lists.verificationBadge.certificateOther'
      : framework === 'NSTB' && level === 'Elementary'
        ? 'lists.verificationBadge.nstbElementary'
        : 'lists.verificationBadge.certificate';
  return [
    { key: levelKey, values: { framework, level } },
    { key: 'lists.verificationBadge.occupation', values: { occupation } },
    identity,
  ];
}
