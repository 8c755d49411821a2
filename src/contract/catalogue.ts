import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { COURSE_CATEGORIES, PROGRAM_TYPES, SERVICE_FORMATS } from './lists.ts';
import {
  CATALOGUE_DURATIONS,
  CATALOGUE_FORMATS,
  CATALOGUE_LEVELS,
  CATALOGUE_PRICES,
  CATALOGUE_TABS,
} from './catalogue-rules.ts';
import { facetCounts } from './facets.ts';
import { oneOf } from './list-filter.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { PlaceIds, placeFields } from './locations/place-fields.ts';
import { withLatinDigits } from './typed-digits.ts';
import { ProgramFeeRupees } from './program-payments.ts';

// Catalogue, course and program pages, enrolment and progress, learner and institution
// dashboards (issue "Catalogue and learning"). Messages are locale keys.

/**
 * GET /api/catalogue query (also the /courses URL: ?q=&tab=&category=&format=&price=&duration=&level=&page=).
 * Every filter given narrows the list; they combine with each other, the tab, the chip and the search.
 */
export const CatalogueQuery = z.object({
  q: singleLineText().trim().max(100, { error: 'validation.tooLong' }).optional(),
  tab: z.enum(CATALOGUE_TABS).default('all'),
  category: z.enum(COURSE_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** Delivery format: online, in person or hybrid. */
  format: oneOf('format', CATALOGUE_FORMATS),
  /** Free, paid, or a band of the total cost (NPR): a course's fee, a program's cost. */
  price: oneOf('price', CATALOGUE_PRICES),
  /** A band of the duration. */
  duration: oneOf('duration', CATALOGUE_DURATIONS),
  /** The CTEVT / NSTB skill level it leads to. */
  level: oneOf('level', CATALOGUE_LEVELS),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

/** GET /api/catalogue/facets query: the list's own (CatalogueQuery), without its page. */
export const CatalogueFacetsQuery = CatalogueQuery.omit({ page: true });
export type CatalogueFacetsQuery = z.infer<typeof CatalogueFacetsQuery>;

/**
 * For each option of the catalogue's filters, how many courses and programs the list would show
 * with it chosen instead of its filter's current choice, keeping the search, tab, chip and the
 * other filters.
 */
export const CatalogueFacets = z.object({
  format: facetCounts(CATALOGUE_FORMATS),
  price: facetCounts(CATALOGUE_PRICES),
  duration: facetCounts(CATALOGUE_DURATIONS),
  level: facetCounts(CATALOGUE_LEVELS),
});
export type CatalogueFacets = z.infer<typeof CatalogueFacets>;

/** A card of the catalogue: a course, or an active program shown as one (spec §2 Courses). */
export const CatalogueItem = z.object({
  kind: z.enum(['course', 'program']),
  id: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  /** Empty for programs. */
  keySkills: z.array(z.string()),
  duration: z.string(),
  /** Programs: "{credential_awarded} — {organization_name}". */
  certification: z.string().nullable(),
  /** Programs: "{program_type} program". */
  careerOpportunities: z.string().nullable(),
  /** Null: the UI shows the default image. */
  imageUrl: z.string().nullable(),
  /** Courses: their category; programs: their program type (which is in the category lists). */
  category: z.string(),
  subcategory: z.string(),
  /** Programs: the fee paid online on enrolling, integer paisa (0 free); absent for courses. */
  feePaisa: z.number().int().optional(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;

export const CataloguePage = z.object({
  items: z.array(CatalogueItem),
  /** At most `CATALOGUE_TOTAL_CAP`. */
  total: z.number().int(),
  /** True when more than `CATALOGUE_TOTAL_CAP` items match (the web shows "1,000+"). */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

export const CourseEnrollment = z.object({
  progress: z.number().int().min(0).max(100),
  completedModules: z.array(z.number().int().min(0)),
  lastAccessed: z.string(),
  enrolledAt: z.string(),
});
export type CourseEnrollment = z.infer<typeof CourseEnrollment>;

/**
 * Who gives a catalogue course's certificate (decision 058): an institution or a professional, who
 * confirms a learner who finished every module and so issues their credential.
 */
export const CourseProvider = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['institution', 'professional']),
  /** Staff approved its verification; otherwise its credentials say "Issuer not verified". */
  isVerified: z.boolean(),
});
export type CourseProvider = z.infer<typeof CourseProvider>;

/** GET /api/courses/:id — the card plus modules and, when signed in, my enrolment. */
export const CourseDetail = CatalogueItem.extend({
  modules: z.array(z.string()),
  enrollment: CourseEnrollment.nullable(),
  /** Null: the course leads to no credential. */
  provider: CourseProvider.nullable(),
  /** The page of the signed-in learner's standing credential for the course, once its provider confirmed it. */
  credentialUrl: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/** PUT /api/courses/:id/progress — the modules finished; progress is computed on the server. */
export const ProgressInput = z.object({
  completedModules: z.array(z.number().int().min(0).max(500)).max(500),
});
export type ProgressInput = z.infer<typeof ProgressInput>;

const optionalText = (max: number, lines = singleLineText) =>
  lines()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((value) => value || null)
    .nullable()
    .optional();
const requiredText = (max: number, lines = singleLineText) =>
  lines({ error: 'program.requiredFieldsMissing' })
    .trim()
    .refine(hasVisibleText, { error: 'program.requiredFieldsMissing' })
    .max(max, { error: 'validation.tooLong' });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'program.invalidDate' })
  .or(z.literal('').transform(() => null))
  .nullable()
  .optional();

/** The institution's program dialog (spec §5 Program form), create and edit. */
export const ProgramInput = z.object({
  organizationName: requiredText(200),
  programTitle: requiredText(200),
  programType: z.enum(PROGRAM_TYPES, { error: 'program.requiredFieldsMissing' }),
  credentialAwarded: requiredText(200),
  description: requiredText(5000, multiLineText),
  format: z.enum(SERVICE_FORMATS, { error: 'program.requiredFieldsMissing' }),
  /** Shown for in-person or hybrid; labelled required but not enforced (spec §5). */
  location: optionalText(200),
  ...placeFields,
  duration: requiredText(100),
  totalCost: requiredText(100),
  /** The fee paid online on enrolling, in rupees as typed (decision 054); empty or 0: free. */
  feeRupees: ProgramFeeRupees.optional(),
  prerequisites: optionalText(2000, multiLineText),
  applicationDeadline: isoDate,
  startDate: isoDate,
  isActive: z.boolean().default(true),
});
export type ProgramInput = z.infer<typeof ProgramInput>;

export const ProgramEnrollment = z.object({
  status: z.enum(['active', 'completed', 'withdrawn']),
  enrolledAt: z.string(),
});

/** GET /api/programs/:id */
export const ProgramDetail = z.object({
  id: z.string(),
  institutionId: z.string(),
  programTitle: z.string(),
  programTitleNe: z.string().nullable(),
  organizationName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  credentialAwarded: z.string(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  format: z.enum(SERVICE_FORMATS),
  location: z.string().nullable(),
  /** The picked place (decision 031), and the location as typed, without the names added to it. */
  ...PlaceIds.shape,
  locationDetail: z.string().nullable(),
  duration: z.string(),
  totalCost: z.string(),
  /** The fee paid online on enrolling, integer paisa; 0: free, one-click enrolment (decision 054). */
  feePaisa: z.number().int(),
  prerequisites: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
  startDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The institution's cover picture (1280×720 WebP); null: the page shows its type's illustration. */
  coverUrl: z.string().nullable(),
  /** The card view of this program (certification and career texts as on /courses). */
  card: CatalogueItem,
  enrollment: ProgramEnrollment.nullable(),
});
export type ProgramDetail = z.infer<typeof ProgramDetail>;

/** A program on the institution dashboard, with its enrolled students. */
export const InstitutionProgram = ProgramDetail.omit({ enrollment: true }).extend({
  enrolledCount: z.number().int(),
  students: z.array(z.object({ userId: z.string(), fullName: z.string().nullable(), enrolledAt: z.string() })),
});
export type InstitutionProgram = z.infer<typeof InstitutionProgram>;

/** GET /api/institution/dashboard */
export const InstitutionDashboard = z.object({
  totalActivePrograms: z.number().int(),
  totalEnrolledStudents: z.number().int(),
  programs: z.array(InstitutionProgram),
});
export type InstitutionDashboard = z.infer<typeof InstitutionDashboard>;

export const UserSkill = z.object({
  id: z.string(),
  skillName: z.string(),
  proficiencyLevel: z.number().int().min(LIMITS.proficiencyMin).max(LIMITS.proficiencyMax),
});
export type UserSkill = z.infer<typeof UserSkill>;

/** PUT /api/me/skills — add a skill or change its level (matched by name, case-insensitive). */
export const UserSkillInput = z.object({
  skillName: singleLineText()
    .trim()
    .refine(hasVisibleText, { error: 'skills.nameRequired' })
    .max(100, { error: 'validation.tooLong' }),
  proficiencyLevel: withLatinDigits(
    z.coerce
      .number()
      .int()
      .min(LIMITS.proficiencyMin, { error: 'skills.levelRange' })
      .max(LIMITS.proficiencyMax, { error: 'skills.levelRange' }),
  ),
});
export type UserSkillInput = z.infer<typeof UserSkillInput>;

/** An enrolled course as the learner dashboard lists it. */
export const EnrolledCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  duration: z.string(),
  progress: z.number().int(),
  lastAccessed: z.string(),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;

/** GET /api/dashboard/learner (spec §2 Learner dashboard, limits §9). */
export const LearnerDashboard = z.object({
  /** Most recently accessed enrolled course, for "Continue where you left off". */
  continueLearning: EnrolledCourse.nullable(),
  /** Up to LIMITS.dashboardEnrolledCourses, most recently accessed first. */
  enrolledCourses: z.array(EnrolledCourse),
  /** "New Paths Forward": courses sharing skills or categories, not enrolled. */
  recommendedCourses: z.array(CatalogueItem),
  /** Up to LIMITS.dashboardSkills, highest level first. */
  skills: z.array(UserSkill),
  stats: z.object({
    enrolledCount: z.number().int(),
    skillsCount: z.number().int(),
    /** Rounded average progress over all enrolled courses (0 when none). */
    averageProgress: z.number().int(),
  }),
});
export type LearnerDashboard = z.infer<typeof LearnerDashboard>;
