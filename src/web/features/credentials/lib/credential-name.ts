import type { CredentialSummary } from '#contract/credentials.ts';

/**
 * The credential's title as a page in `language` shows it: on a Nepali page its Nepali edition's
 * (signed in since decision 057), else the credential's own English `name`.
 */
export const credentialNameIn = (credential: Pick<CredentialSummary, 'name' | 'nameNe'>, language: string) =>
  (language === 'ne' && credential.nameNe) || credential.name;
