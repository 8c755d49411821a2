import { createHash, randomBytes } from 'node:crypto';
import { OB_CONTEXT_URL, VC_CONTEXT_URL } from './document-loader.ts';
import { issuerUrl } from './issuer-documents.ts';
import { criteriaTexts } from './criteria-text.ts';
import { nepaliEdition } from './nepali-edition.ts';
import { resultLinesIn } from './result-text.ts';

// The unsigned OpenBadgeCredential for a completed program (Open Badges 3.0 on the Verifiable
// Credentials Data Model 2.0; decision 048). Everything a viewer needs is inside it: the issuer's
// name, the learner's name, the achievement and its criteria, the evidence.

export interface ProgramCompletion {
  credentialId: string;
  publicUrl: string;
  issuer: { id: string; name: string };
  learner: { name: string; email: string };
  program: {
    id: string;
    title: string;
    description: string;
    programType: string;
    credentialAwarded: string;
    duration: string;
    /** Its Nepali title and description, signed in as the achievement's Nepali edition. */
    titleNe?: string | null | undefined;
    descriptionNe?: string | null | undefined;
  };
  enrolledAt: Date;
  issuedAt: Date;
  /** The end of its validity, when the issuer set one. */
  validUntil?: Date | undefined;
  /** Its bits in the issuer's revocation and suspension status lists (status-list.ts). */
  credentialStatus?: Record<string, unknown> | Record<string, unknown>[] | undefined;
  grade?: string | undefined;
  remark?: string | undefined;
}

/** OB 3.0 achievement types by program type; anything else is a certificate. */
const ACHIEVEMENT_TYPES: Record<string, string> = {
  'College Degree': 'Degree',
  'Professional Certification': 'Certification',
  'Standalone Course': 'Course',
  Workshop: 'Certificate',
};

export const credentialPageUrl = (publicUrl: string, id: string) => `${publicUrl}/credentials/${id}`;
/** The printable certificate of a credential (decision 052). */
export const certificateUrl = (publicUrl: string, id: string) => `${credentialPageUrl(publicUrl, id)}/certificate`;
export const credentialJsonUrl = (publicUrl: string, id: string) => `${publicUrl}/credentials/${id}.json`;

/** XML Schema dateTime to the second, as the credential carries it. */
export const credentialDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The learner is named by a salted SHA-256 hash of their e-mail (never the address itself), so a
 * verifier who knows the address can check it is theirs; their name is shown in the clear.
 */
export function hashedEmail(email: string, salt: string = randomBytes(16).toString('hex')) {
  const hash = createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex');
  return { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${hash}`, salt };
}

/** The credential to sign for a learner who completed an institution's program. */
export function programCompletionCredential(completion: ProgramCompletion): Record<string, unknown> {
  const { publicUrl, program, issuer, learner } = completion;
  const programUrl = `${publicUrl}/programs/${program.id}`;
  const achievementId = `${programUrl}#achievement`;
  const narrative = resultLinesIn(completion, 'en');
  const criteria = criteriaTexts('credentials.criteria.program', {
    title: program.title,
    titleNe: program.titleNe,
    duration: program.duration,
    issuer: issuer.name,
    kind: { list: 'programTypes', value: program.programType },
  });
  return {
    '@context': [VC_CONTEXT_URL, OB_CONTEXT_URL],
    id: credentialPageUrl(publicUrl, completion.credentialId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: program.title,
    issuer: { id: issuerUrl(publicUrl, issuer.id), type: ['Profile'], name: issuer.name, url: publicUrl },
    validFrom: credentialDate(completion.issuedAt),
    ...(completion.validUntil ? { validUntil: credentialDate(completion.validUntil) } : {}),
    ...(completion.credentialStatus ? { credentialStatus: completion.credentialStatus } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        hashedEmail(learner.email),
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: learner.name },
      ],
      activityStartDate: credentialDate(completion.enrolledAt),
      activityEndDate: credentialDate(completion.issuedAt),
      ...(narrative.length ? { narrative: narrative.join('\n\n') } : {}),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        name: program.title,
        description: program.description,
        ...nepaliEdition(achievementId, {
          title: program.titleNe ?? null,
          description: program.descriptionNe ?? null,
          criteria: criteria.ne,
        }),
        criteria: { narrative: criteria.en },
        achievementType: ACHIEVEMENT_TYPES[program.programType] ?? 'Certificate',
        tag: [program.credentialAwarded, program.programType],
      },
    },
    evidence: [
      {
        id: programUrl,
        type: ['Evidence'],
        name: program.title,
        description: `The program on Sipalu, in which the learner enrolled on ${credentialDate(completion.enrolledAt).slice(0, 10)}.`,
      },
    ],
  };
}
