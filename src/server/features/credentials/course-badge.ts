import { OB_CONTEXT_URL, VC_CONTEXT_URL } from './document-loader.ts';
import { issuerUrl } from './issuer-documents.ts';
import { criteriaTexts } from './criteria-text.ts';
import { nepaliEdition } from './nepali-edition.ts';
import { resultLinesIn, COURSE_TAG } from './result-text.ts';
import { credentialDate, credentialPageUrl, hashedEmail } from './open-badge.ts';
import { professionalPageUrl } from './service-badge.ts';

// The unsigned OpenBadgeCredential for a learner who finished a catalogue course, confirmed by the
// course's provider (decision 058): the shape of a program's (open-badge.ts), with the learner's
// module progress as evidence, one Evidence per module with the day it was finished.

export interface CourseCompletion {
  credentialId: string;
  publicUrl: string;
  issuer: { id: string; name: string; kind: 'institution' | 'professional' };
  learner: { name: string; email: string };
  course: {
    id: string;
    title: string;
    description: string;
    duration: string;
    keySkills: string[];
    /** Its Nepali title and description from the catalogue, signed in as the achievement's Nepali edition. */
    titleNe?: string | null | undefined;
    descriptionNe?: string | null | undefined;
  };
  /** The course's modules in order, each with when the learner finished it. */
  modules: { title: string; completedAt: Date }[];
  enrolledAt: Date;
  issuedAt: Date;
  validUntil?: Date | undefined;
  credentialStatus?: Record<string, unknown> | undefined;
  grade?: string | undefined;
  remark?: string | undefined;
}

const day = (date: Date) => credentialDate(date).slice(0, 10);

/** The credential to sign for a learner whose completion of a catalogue course its provider confirmed. */
export function courseCompletionCredential(completion: CourseCompletion): Record<string, unknown> {
  const { publicUrl, course, issuer, learner, modules } = completion;
  const courseUrl = `${publicUrl}/courses/${course.id}`;
  const achievementId = `${courseUrl}#achievement`;
  const finishedAt = new Date(Math.max(...modules.map((module) => module.completedAt.getTime())));
  const narrative = resultLinesIn(completion, 'en');
  const criteria = criteriaTexts('credentials.criteria.course', {
    title: course.title,
    titleNe: course.titleNe,
    duration: course.duration,
    issuer: issuer.name,
    modules: modules.length,
  });
  return {
    '@context': [VC_CONTEXT_URL, OB_CONTEXT_URL],
    id: credentialPageUrl(publicUrl, completion.credentialId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: course.title,
    issuer: {
      id: issuerUrl(publicUrl, issuer.id),
      type: ['Profile'],
      name: issuer.name,
      // a professional has a public page; an institution is shown through Sipalu, as for programs
      url: issuer.kind === 'professional' ? professionalPageUrl(publicUrl, issuer.id) : publicUrl,
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
      activityStartDate: credentialDate(completion.enrolledAt),
      activityEndDate: credentialDate(finishedAt),
      ...(narrative.length ? { narrative: narrative.join('\n\n') } : {}),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        name: course.title,
        description: course.description,
        ...nepaliEdition(achievementId, {
          title: course.titleNe ?? null,
          description: course.descriptionNe ?? null,
          criteria: criteria.ne,
        }),
        criteria: { narrative: criteria.en },
        achievementType: 'Course',
        // the skills the course teaches: what verified skills read (decision 053)
        tag: [...course.keySkills, COURSE_TAG],
      },
    },
    evidence: [
      {
        id: courseUrl,
        type: ['Evidence'],
        name: course.title,
        genre: 'Course progress',
        description: `The course on Sipalu, in which the learner enrolled on ${day(completion.enrolledAt)} and finished all ${modules.length} modules by ${day(finishedAt)}.`,
      },
      // each module as the learner's own progress recorded it: its position, title and the day finished
      ...modules.map((module, index) => ({
        id: `${courseUrl}#module-${index + 1}`,
        type: ['Evidence'],
        name: `Module ${index + 1}: ${module.title}`,
        genre: 'Module completed',
        description: `Finished on ${day(module.completedAt)}.`,
      })),
    ],
  };
}
