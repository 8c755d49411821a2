import { randomUUID } from 'node:crypto';
import type { accounts, users } from '#server/db/schema/auth.ts';
import type { jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import type { courses, enrolledCourses, programEnrollments, programs, userSkills } from '#server/db/schema/learning.ts';
import type { conversations, messages } from '#server/db/schema/messaging.ts';
import type { profiles } from '#server/db/schema/profiles.ts';
import type { activeSessions, userRoles } from '#server/db/schema/roles.ts';
import type { reviews, serviceEnquiries, services } from '#server/db/schema/services.ts';
import type { Role } from '#contract/roles.ts';
import {
  APPLICATIONS,
  CONVERSATIONS,
  COURSE_ENROLLMENTS,
  PROGRAM_ENROLLMENTS,
  STUDENT_SKILLS,
} from './activity.data.ts';
import { COURSES } from './courses.data.ts';
import { moduleDatesBetween } from './module-dates.ts';
import { JOBS } from './jobs.data.ts';
import { COMPANIES, INSTITUTIONS } from './organizations.data.ts';
import { PROFESSIONALS, REVIEWS } from './professionals.data.ts';
import { PROGRAMS } from './programs.data.ts';
import { STUDENTS } from './students.data.ts';

/** Every row of the demo content, one array per table, in foreign-key order. */
export interface DemoRows {
  users: (typeof users.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
  activeSessions: (typeof activeSessions.$inferInsert)[];
  courses: (typeof courses.$inferInsert)[];
  programs: (typeof programs.$inferInsert)[];
  programEnrollments: (typeof programEnrollments.$inferInsert)[];
  enrolledCourses: (typeof enrolledCourses.$inferInsert)[];
  userSkills: (typeof userSkills.$inferInsert)[];
  jobPostings: (typeof jobPostings.$inferInsert)[];
  jobApplications: (typeof jobApplications.$inferInsert)[];
  services: (typeof services.$inferInsert)[];
  serviceEnquiries: (typeof serviceEnquiries.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
}

type ProfileFields = Omit<typeof profiles.$inferInsert, 'id' | 'fullName' | 'profileComplete' | 'completionPercentage'>;

// Spec §4's completion formulas with no logo, picture or banner uploaded yet; the student
// form has no formula, so it is counted like the others (4 of 5 with the picture missing).
const COMPLETION: Record<Role, number> = { student: 80, professional: 60, company: 71, institution: 50 };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Builds the demo content relative to `now`, every account signing in with `passwordHash`. */
export function buildDemoRows(now: Date, passwordHash: string): DemoRows {
  const rows: DemoRows = {
    users: [],
    accounts: [],
    profiles: [],
    userRoles: [],
    activeSessions: [],
    courses: [],
    programs: [],
    programEnrollments: [],
    enrolledCourses: [],
    userSkills: [],
    jobPostings: [],
    jobApplications: [],
    services: [],
    serviceEnquiries: [],
    reviews: [],
    conversations: [],
    messages: [],
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const daysAgo = (days: number, hours = 0) => ago(days * DAY_MS + hours * HOUR_MS);
  const dateIn = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  function addUser(
    person: { email: string; fullName: string; role: Role; joinedDaysAgo: number },
    profile: ProfileFields,
  ) {
    const id = randomUUID();
    const joinedAt = daysAgo(person.joinedDaysAgo, 3);
    rows.users.push({
      id,
      name: person.fullName,
      email: person.email.toLowerCase(),
      emailVerified: true,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    rows.accounts.push({
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    rows.profiles.push({
      id,
      fullName: person.fullName,
      ...profile,
      profileComplete: true,
      completionPercentage: COMPLETION[person.role],
      updatedAt: joinedAt,
    });
    rows.userRoles.push({ userId: id, role: person.role, createdAt: joinedAt });
    rows.activeSessions.push({ userId: id, activeRole: person.role, updatedAt: joinedAt });
    return id;
  }

  const students = new Map<string, { id: string; fullName: string; email: string; phone: string }>();
  for (const student of STUDENTS) {
    const id = addUser(
      { ...student, role: 'student' },
      { headline: student.educationBackground, address: student.educationLevel, skills: student.interests },
    );
    students.set(student.key, {
      id,
      fullName: student.fullName,
      email: student.email.toLowerCase(),
      phone: student.phone,
    });
  }
  const studentId = (key: string) => lookup(students, key, 'student').id;

  const companies = new Map<string, { id: string; name: string; email: string }>();
  for (const company of COMPANIES) {
    const id = addUser(
      { ...company, fullName: company.name, role: 'company' },
      {
        organizationName: company.name,
        address: company.location,
        headline: company.industry,
        skills: [company.size],
        bio: company.about,
        isAgency: company.isAgency ?? false,
      },
    );
    companies.set(company.key, { id, name: company.name, email: company.email.toLowerCase() });
  }

  const institutions = new Map<string, { id: string; name: string }>();
  for (const institution of INSTITUTIONS) {
    const id = addUser(
      { ...institution, fullName: institution.name, role: 'institution' },
      { organizationName: institution.name, address: institution.address, bio: institution.about },
    );
    institutions.set(institution.key, { id, name: institution.name });
  }

  const professionalIds = new Map<string, string>();
  const serviceIds = new Map<string, string[]>();
  for (const professional of PROFESSIONALS) {
    const id = addUser(
      { ...professional, role: 'professional' },
      {
        headline: professional.headline,
        bio: professional.bio,
        skills: professional.skills,
        category: professional.category,
        serviceArea: professional.serviceArea,
        yearsExperience: professional.yearsExperience,
        hourlyRate: professional.hourlyRate.toFixed(2),
        isVerified: professional.isVerified,
      },
    );
    professionalIds.set(professional.key, id);
    serviceIds.set(professional.key, []);
    professional.services.forEach((service, index) => {
      // listed a few days after joining, later services later still
      const listedAt = daysAgo(Math.max(1, professional.joinedDaysAgo - 3 - index * 15), 5);
      const serviceId = randomUUID();
      serviceIds.get(professional.key)?.push(serviceId);
      rows.services.push({
        id: serviceId,
        professionalId: id,
        title: service.title,
        titleNe: service.titleNe,
        description: service.description,
        descriptionNe: service.descriptionNe,
        format: service.format,
        location: service.location,
        duration: service.duration,
        skillsGained: service.skillsGained,
        price: service.price.toFixed(2),
        locationLat: service.coordinates?.lat ?? null,
        locationLng: service.coordinates?.lng ?? null,
        createdAt: listedAt,
        updatedAt: listedAt,
      });
    });
  }

  for (const review of REVIEWS) {
    const serviceId = lookup(serviceIds, review.professional, 'professional')[review.service];
    if (!serviceId) throw new Error(`Demo review refers to service ${review.service} of ${review.professional}`);
    const reviewerId = studentId(review.student);
    const reviewedAt = daysAgo(review.daysAgo, 2);
    // verified reviews only: the enquiry that makes the reviewer eligible came a week earlier
    rows.serviceEnquiries.push({ serviceId, userId: reviewerId, createdAt: daysAgo(review.daysAgo + 7, 4) });
    rows.reviews.push({
      reviewerId,
      professionalId: lookup(professionalIds, review.professional, 'professional'),
      serviceId,
      rating: review.rating,
      comment: review.comment,
      reply: review.reply ?? null,
      repliedAt: review.reply ? daysAgo(Math.max(0, review.daysAgo - 1)) : null,
      createdAt: reviewedAt,
    });
  }

  const courseIds = new Map<string, { id: string; moduleCount: number }>();
  COURSES.forEach((course, index) => {
    const id = randomUUID();
    const { slug, provider, ...columns } = course;
    // spread over the last half year so "newest" orderings are not arbitrary
    const createdAt = daysAgo(180 - index * 4);
    const providerId = provider ? (institutions.get(provider)?.id ?? professionalIds.get(provider)) : null;
    if (providerId === undefined) throw new Error(`Demo course ${slug} names an unknown provider ${provider}`);
    rows.courses.push({ id, ...columns, providerId, imageUrl: null, createdAt, updatedAt: createdAt });
    courseIds.set(slug, { id, moduleCount: course.modules.length });
  });

  const programIds = new Map<string, string>();
  for (const program of PROGRAMS) {
    const { key, institution: institutionKey, deadlineInDays, startInDays, listedDaysAgo, ...columns } = program;
    const institution = lookup(institutions, institutionKey, 'institution');
    const id = randomUUID();
    const createdAt = daysAgo(listedDaysAgo, 2);
    rows.programs.push({
      id,
      institutionId: institution.id,
      organizationName: institution.name,
      ...columns,
      applicationDeadline: dateIn(deadlineInDays),
      startDate: dateIn(startInDays),
      createdAt,
      updatedAt: createdAt,
    });
    programIds.set(key, id);
  }

  const jobs = new Map<string, string>();
  JOBS.forEach((job, index) => {
    const { key, company: companyKey, employer, postedDaysAgo, deadlineInDays, isActive = true, ...columns } = job;
    const company = lookup(companies, companyKey, 'company');
    const id = randomUUID();
    // a few hours' spread so postings of the same day do not share a timestamp
    const postedAt = daysAgo(postedDaysAgo, 1 + ((index * 5) % 8));
    rows.jobPostings.push({
      id,
      postedBy: company.id,
      // the company is the posting account; an agency names the client it hires for
      companyName: company.name,
      clientName: employer ?? null,
      contactEmail: company.email,
      ...columns,
      applicationDeadline: deadlineInDays === null ? null : dateIn(deadlineInDays),
      isActive,
      postedAt,
      updatedAt: postedAt,
    });
    jobs.set(key, id);
  });

  for (const application of APPLICATIONS) {
    const student = lookup(students, application.student, 'student');
    const appliedAt = daysAgo(application.appliedDaysAgo, 1);
    const decidedAt =
      application.status === 'pending'
        ? appliedAt
        : new Date(Math.min(now.getTime(), appliedAt.getTime() + 2 * DAY_MS));
    rows.jobApplications.push({
      jobId: lookup(jobs, application.job, 'job'),
      userId: student.id,
      fullName: student.fullName,
      email: student.email,
      phone: student.phone,
      coverLetter: application.coverLetter,
      status: application.status,
      resumeUrl: null,
      appliedAt,
      updatedAt: decidedAt,
    });
  }

  for (const enrollment of COURSE_ENROLLMENTS) {
    const course = lookup(courseIds, enrollment.course, 'course');
    if (enrollment.modulesDone > course.moduleCount) {
      throw new Error(
        `${enrollment.student} finished ${enrollment.modulesDone} of ${course.moduleCount} modules of ${enrollment.course}`,
      );
    }
    const enrolledAt = daysAgo(enrollment.enrolledDaysAgo, 4);
    const lastAccessed = ago(enrollment.lastAccessedHoursAgo * HOUR_MS);
    const completedModules = Array.from({ length: enrollment.modulesDone }, (_, moduleIndex) => moduleIndex);
    rows.enrolledCourses.push({
      userId: studentId(enrollment.student),
      courseId: course.id,
      progress: Math.round((enrollment.modulesDone / course.moduleCount) * 100),
      completedModules,
      moduleCompletedAt: moduleDatesBetween(enrolledAt, lastAccessed, enrollment.modulesDone),
      enrolledAt,
      lastAccessed,
    });
  }

  for (const enrollment of PROGRAM_ENROLLMENTS) {
    rows.programEnrollments.push({
      programId: lookup(programIds, enrollment.program, 'program'),
      userId: studentId(enrollment.student),
      status: enrollment.status,
      enrolledAt: daysAgo(enrollment.enrolledDaysAgo, 6),
    });
  }

  for (const skill of STUDENT_SKILLS) {
    rows.userSkills.push({
      userId: studentId(skill.student),
      skillName: skill.skillName,
      proficiencyLevel: skill.level,
      createdAt: daysAgo(30),
    });
  }

  for (const conversation of CONVERSATIONS) {
    const student = studentId(conversation.student);
    const professionalId = lookup(professionalIds, conversation.professional, 'professional');
    const first = conversation.messages[0];
    const last = conversation.messages.at(-1);
    if (!first || !last) throw new Error('A seeded conversation needs at least one message');
    const id = randomUUID();
    rows.conversations.push({
      id,
      user1Id: student,
      user2Id: professionalId,
      lastMessagePreview: last.text.slice(0, 200),
      createdAt: ago(first.minutesAgo * MINUTE_MS),
      updatedAt: ago(last.minutesAgo * MINUTE_MS),
    });
    for (const message of conversation.messages) {
      const sentAt = ago(message.minutesAgo * MINUTE_MS);
      rows.messages.push({
        conversationId: id,
        senderId: message.from === 'student' ? student : professionalId,
        content: message.text,
        createdAt: sentAt,
        readAt: message.unread ? null : new Date(Math.min(now.getTime(), sentAt.getTime() + 10 * MINUTE_MS)),
      });
    }
  }

  return rows;
}

/** A keyed seed record; a typo in the data files fails loudly here rather than as a null id. */
function lookup<T>(map: Map<string, T>, key: string, kind: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed refers to unknown ${kind} "${key}"`);
  return value;
}
