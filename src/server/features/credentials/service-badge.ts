import { OB_CONTEXT_URL, VC_CONTEXT_URL } from './document-loader.ts';
import { issuerUrl } from './issuer-documents.ts';
import { criteriaTexts } from './criteria-text.ts';
import { nepaliEdition } from './nepali-edition.ts';
import { resultLinesIn, TRAINING_TAG } from './result-text.ts';
import { credentialDate, credentialPageUrl, hashedEmail } from './open-badge.ts';

// The unsigned OpenBadgeCredential for a client who completed a professional's training service
// (decision 055): the same shape as a program's (open-badge.ts), with the service as achievement and
// evidence, and the professional's public page as the issuer's.

export interface ServiceCompletion {
  credentialId: string;
  publicUrl: string;
  issuer: { id: string; name: string };
  learner: { name: string; email: string };
  service: {
    id: string;
    title: string;
    description: string;
    format: string;
    duration: string;
    skillsGained: string[];
    /** Its Nepali title and description, signed in as the achievement's Nepali edition. */
    titleNe?: string | null | undefined;
    descriptionNe?: string | null | undefined;
  };
  /** When the professional marked the work with this client done. */
  doneAt: Date;
  issuedAt: Date;
  validUntil?: Date | undefined;
  credentialStatus?: Record<string, unknown> | Record<string, unknown>[] | undefined;
  grade?: string | undefined;
  remark?: string | undefined;
}

/** The professional's public page on Sipalu: the issuer's `url`. */
export const professionalPageUrl = (publicUrl: string, professionalId: string) =>
  `${publicUrl}/professionals/${professionalId}`;

/** Training taken in person is a certificate of it; one online or hybrid (with lessons) a course. */
const achievementTypeOf = (format: string) => (format === 'in-person' ? 'Certificate' : 'Course');

/** The credential to sign for a client who completed a professional's training service. */
export function serviceCompletionCredential(completion: ServiceCompletion): Record<string, unknown> {
  const { publicUrl, service, issuer, learner } = completion;
  // the service is shown on its professional's page (services have no page of their own)
  const serviceUrl = `${professionalPageUrl(publicUrl, issuer.id)}#service-${service.id}`;
  const achievementId = `${serviceUrl}-achievement`;
  const narrative = resultLinesIn(completion, 'en');
  const criteria = criteriaTexts('credentials.criteria.service', {
    title: service.title,
    titleNe: service.titleNe,
    duration: service.duration,
    issuer: issuer.name,
    kind: { list: 'serviceFormats', value: service.format },
  });
  return {
    '@context': [VC_CONTEXT_URL, OB_CONTEXT_URL],
    id: credentialPageUrl(publicUrl, completion.credentialId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: service.title,
    issuer: {
      id: issuerUrl(publicUrl, issuer.id),
      type: ['Profile'],
      name: issuer.name,
      url: professionalPageUrl(publicUrl, issuer.id),
    },
    validFrom: credentialDate(completion.issuedAt),
    ...(completion.validUntil ? { validUntil: credentialDate(completion.validUntil) } : {}),
    ...(completion.credentialStatus ? { credentialStatus: completion.credentialStatus } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        hashedEmail(learner.email),
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: learner.name },
      ],
      activityEndDate: credentialDate(completion.doneAt),
      ...(narrative.length ? { narrative: narrative.join('\n\n') } : {}),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        name: service.title,
        description: service.description,
        ...nepaliEdition(achievementId, {
          title: service.titleNe ?? null,
          description: service.descriptionNe ?? null,
          criteria: criteria.ne,
        }),
        criteria: { narrative: criteria.en },
        achievementType: achievementTypeOf(service.format),
        // the skills the service teaches: what verified skills read (decision 053)
        tag: [...service.skillsGained, TRAINING_TAG],
      },
    },
    evidence: [
      {
        id: serviceUrl,
        type: ['Evidence'],
        name: service.title,
        description: `The service on Sipalu, whose professional marked the work with the learner done on ${credentialDate(completion.doneAt).slice(0, 10)}.`,
      },
    ],
  };
}
