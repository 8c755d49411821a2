import type { CredentialKind } from '#contract/credentials.ts';

/**
 * Whether an institution or a professional issued a credential: a program's is an institution's
 * (decision 048), a service's a professional's (decision 055); a course's is its provider's, which
 * the signed issuer says by pointing to a professional's public page, or not (decision 058).
 */
export function issuerKindOf(kind: CredentialKind, document: unknown): 'institution' | 'professional' {
  if (kind === 'service_completion') return 'professional';
  if (kind !== 'course_completion') return 'institution';
  const url = (document as { issuer?: { url?: unknown } } | null)?.issuer?.url;
  return typeof url === 'string' && url.includes('/professionals/') ? 'professional' : 'institution';
}
