import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { COMPANY_SIZES_EDIT, COMPANY_SIZES_SETUP, EDUCATION_LEVELS, INDUSTRIES } from './lists.ts';
import type { Role } from './roles.ts';

// Profile forms (spec §3 role → field mapping, §4 completion, §5 required fields).
// Messages are locale keys. One schema per role and screen, shared by the form and the server.

const text = (max: number) =>
  z.string({ error: 'validation.invalidRequest' }).trim().max(max, { error: 'validation.tooLong' });
const required = (max: number) => text(max).min(1, { error: 'profile.requiredFieldsMissing' });
const name = () => text(LIMITS.fullNameMax).min(LIMITS.fullNameMin, { error: 'profile.requiredFieldsMissing' });
const headline = () => text(LIMITS.headlineMax).refine(Boolean, { error: 'profile.requiredFieldsMissing' });
/** Chips: typed and added with Enter; blanks ignored, duplicates dropped (case-insensitive). */
const chips = () =>
  z
    .array(text(60), { error: 'validation.invalidRequest' })
    .max(30, { error: 'validation.tooMany' })
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
    });

export const StudentProfileInput = z.object({
  role: z.literal('student'),
  fullName: name(),
  /** Short education background. */
  headline: headline(),
  educationLevel: z.enum(EDUCATION_LEVELS, { error: 'profile.requiredFieldsMissing' }),
  interests: chips().refine((list) => list.length > 0, { error: 'profile.requiredFieldsMissing' }),
});

export const ProfessionalProfileInput = z.object({
  role: z.literal('professional'),
  fullName: name(),
  headline: headline(),
  skills: chips().refine((list) => list.length > 0, { error: 'profile.addOneSkill' }),
});

export const InstitutionProfileInput = z.object({
  role: z.literal('institution'),
  name: required(200),
  location: required(200),
});

const companyBase = {
  role: z.literal('company'),
  name: required(200),
  location: required(200),
  industry: z.enum(INDUSTRIES, { error: 'profile.requiredFieldsMissing' }),
};

/** Company on /profile-setup: the setup size list; about is optional. */
export const CompanySetupInput = z.object({
  ...companyBase,
  companySize: z.enum([...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT], { error: 'profile.requiredFieldsMissing' }),
  about: text(2000).optional(),
});

/** Company on /edit-profile: the edit size list; about is required (spec §5). */
export const CompanyEditInput = z.object({
  ...companyBase,
  companySize: z.enum([...COMPANY_SIZES_EDIT, ...COMPANY_SIZES_SETUP], { error: 'profile.requiredFieldsMissing' }),
  about: required(2000),
});

export const ProfileSetupInput = z.discriminatedUnion('role', [
  StudentProfileInput,
  ProfessionalProfileInput,
  InstitutionProfileInput,
  CompanySetupInput,
]);
export type ProfileSetupInput = z.infer<typeof ProfileSetupInput>;

export const ProfileEditInput = z.discriminatedUnion('role', [
  StudentProfileInput,
  ProfessionalProfileInput,
  InstitutionProfileInput,
  CompanyEditInput,
]);
export type ProfileEditInput = z.infer<typeof ProfileEditInput>;

/**
 * "Skip for Now" saves whatever was filled: the same fields, each optional, limits still apply.
 */
export const ProfileDraftInput = z.discriminatedUnion('role', [
  StudentProfileInput.partial()
    .required({ role: true })
    .extend({ educationLevel: z.enum(EDUCATION_LEVELS).optional().catch(undefined) }),
  ProfessionalProfileInput.partial().required({ role: true }),
  InstitutionProfileInput.partial().required({ role: true }),
  CompanySetupInput.partial()
    .required({ role: true })
    .extend({
      industry: z.enum(INDUSTRIES).optional().catch(undefined),
      companySize: z
        .enum([...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT])
        .optional()
        .catch(undefined),
    }),
]);
export type ProfileDraftInput = z.infer<typeof ProfileDraftInput>;

/** What the client sends: which button was pressed, and the form. */
export const ProfileSaveRequest = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('setup'), profile: ProfileSetupInput }),
  z.object({ intent: z.literal('skip'), profile: ProfileDraftInput }),
  z.object({ intent: z.literal('edit'), profile: ProfileEditInput }),
]);
export type ProfileSaveRequest = z.infer<typeof ProfileSaveRequest>;

/** The signed-in user's own profile, as the forms read it. */
export const Profile = z.object({
  fullName: z.string().nullable(),
  organizationName: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  skills: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  profileComplete: z.boolean(),
  completionPercentage: z.number().int().min(0).max(100),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** Which items count toward completion; one flag per item of spec §4's formulas. */
export interface CompletionItems {
  name: boolean;
  headline: boolean;
  address: boolean;
  skills: boolean;
  industry: boolean;
  size: boolean;
  about: boolean;
  image: boolean;
  banner: boolean;
}

/**
 * Spec §4 completion percentage, or null where the spec has no formula (student anywhere,
 * company on the setup screen): those keep their current value.
 */
export function completionPercentage(role: Role, screen: 'setup' | 'edit', items: CompletionItems): number | null {
  const share = (flags: boolean[]) => Math.round((flags.filter(Boolean).length / flags.length) * 100);
  switch (role) {
    case 'institution':
      return share([items.name, items.address, items.image, items.banner]);
    case 'professional':
      return share([items.name, items.headline, items.skills, items.image, items.banner]);
    case 'company':
      return screen === 'edit'
        ? share([items.name, items.address, items.industry, items.size, items.about, items.image, items.banner])
        : null;
    case 'student':
      return null;
  }
}
