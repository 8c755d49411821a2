import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { singleLineText } from './text.ts';

// The staff console's Courses tab (decision 060): a catalogue course's provider, the institution or
// professional who confirms its learners and so issues their credentials (decision 058), set or
// cleared by staff by the provider's account e-mail.

export const StaffCourseQuery = z.object({
  q: singleLineText().trim().max(200, { error: 'validation.tooLong' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type StaffCourseQuery = z.input<typeof StaffCourseQuery>;

export const STAFF_COURSES_PAGE_SIZE = 20;

/** A catalogue course as staff see it: its titles and its provider's account, if any. */
export const StaffCourseCard = z.object({
  id: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  provider: z
    .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['institution', 'professional']) })
    .nullable(),
});
export type StaffCourseCard = z.infer<typeof StaffCourseCard>;

export const StaffCourseList = z.object({
  items: z.array(StaffCourseCard),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffCourseList = z.infer<typeof StaffCourseList>;

/** The provider's account e-mail, as typed: any case, spaces around it. */
const providerEmail = z
  .string({ error: 'staff.courses.errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'staff.courses.errors.emailRequired' })
  .max(LIMITS.emailMax, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** The console's form: the e-mail of the account to name as provider. */
export const CourseProviderForm = z.object({ email: providerEmail });
export type CourseProviderForm = z.input<typeof CourseProviderForm>;

/** PUT /api/staff/courses/{id}/provider: the provider's account e-mail, or null to clear it. */
export const CourseProviderInput = z.object({ email: providerEmail.nullable() });
export type CourseProviderInput = z.input<typeof CourseProviderInput>;
