import { z } from 'zod';
import { LIMITS } from './limits.ts';
import {
  COMPANY_SIZES_EDIT,
  COMPANY_SIZES_SETUP,
  EDUCATION_LEVELS,
  INDUSTRIES,
  PROFESSIONAL_CATEGORIES,
} from './lists.ts';
import type { Role } from './roles.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { placeFields } from './locations/place-fields.ts';
import { withLatinDigits } from './typed-digits.ts';

// Profile forms (spec §3 role → field mapping, §4 completion, §5 required fields).
// Messages are locale keys. One schema per role and screen, shared by the form and the server.

/** A trimmed string (one line unless `lines`); `missing` is the message when the field is absent altogether. */
const text = (max: number, missing = 'validation.invalidRequest', lines = singleLineText) =>
  lines({ error: (issue) => (issue.input === undefined ? missing : 'validation.invalidRequest') })
    .trim()
    .max(max, { error: 'validation.tooLong' });
/** Filled in: something visible, not only blanks or zero-width characters. */
const required = (max: number, lines = singleLineText) =>
  text(max, 'profile.requiredFieldsMissing', lines).refine(hasVisibleText, { error: 'profile.requiredFieldsMissing' });
const name = () => required(LIMITS.fullNameMax).min(LIMITS.fullNameMin, { error: 'profile.requiredFieldsMissing' });
const headline = () => required(LIMITS.headlineMax);
/** Chips: typed and added with Enter; blanks ignored, duplicates dropped (case-insensitive). */
const chips = (missing = 'validation.invalidRequest') =>
  z
    .array(text(60), { error: (issue) => (issue.input === undefined ? missing : 'validation.invalidRequest') })
    .max(30, { error: 'validation.tooMany' })
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter(
        (item) => hasVisibleText(item) && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()),
      );
    });
/** Skip for Now: a field left blank is simply not saved, but what is filled must still fit. */
const draftName = () =>
  text(LIMITS.fullNameMax)
    .refine((value) => value === '' || (value.length >= LIMITS.fullNameMin && hasVisibleText(value)), {
      error: 'profile.requiredFieldsMissing',
    })
    .optional();
/** A select left on its placeholder sends ''; that is "not filled", any other value must be an option. */
const draftChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum([...options, ''], { error: 'validation.invalidRequest' }).optional();
const roleUnion = { error: 'validation.roleUnknown' };

/** A number typed into a text box: blank is "not given" (undefined); anything else must fit. */
const typedNumber = (min: number, max: number, pattern: RegExp, invalid: string) =>
  withLatinDigits(z.union([z.string(), z.number()], { error: invalid }).optional()).transform((value, ctx) => {
    const raw = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(/,/g, '');
    if (raw === '') return undefined;
    const number = Number(raw);
    if (!pattern.test(raw) || !Number.isFinite(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return number;
  });

/**
 * What the professionals directory shows of a professional (spec §2 cards): all optional, blank
 * is not given. The verified flag is set by staff after the checks of /verification, never here.
 */
const professionalDirectoryFields = {
  category: z
    .enum([...PROFESSIONAL_CATEGORIES, ''], { error: 'validation.invalidRequest' })
    .optional()
    .transform((value) => value || undefined),
  serviceArea: text(200)
    .optional()
    .transform((value) => value || undefined),
  yearsExperience: typedNumber(0, 80, /^\d+$/, 'professionalProfile.yearsInvalid'),
  hourlyRate: typedNumber(0, 10_000_000, /^\d+(\.\d{1,2})?$/, 'professionalProfile.rateInvalid'),
  /** Where they work: the pickers beside the service area's text (decision 031). */
  ...placeFields,
};

export const StudentProfileInput = z.object({
  role: z.literal('student'),
  fullName: name(),
  /** Short education background. */
  headline: headline(),
  educationLevel: z.enum(EDUCATION_LEVELS, { error: 'profile.requiredFieldsMissing' }),
  interests: chips('profile.requiredFieldsMissing').refine((list) => list.length > 0, {
    error: 'profile.requiredFieldsMissing',
  }),
});

export const ProfessionalProfileInput = z.object({
  role: z.literal('professional'),
  fullName: name(),
  headline: headline(),
  skills: chips('profile.addOneSkill').refine((list) => list.length > 0, { error: 'profile.addOneSkill' }),
  ...professionalDirectoryFields,
});

export const InstitutionProfileInput = z.object({
  role: z.literal('institution'),
  name: required(200),
  location: required(200),
  ...placeFields,
});

const companyBase = {
  role: z.literal('company'),
  name: required(200),
  location: required(200),
  ...placeFields,
  industry: z.enum(INDUSTRIES, { error: 'profile.requiredFieldsMissing' }),
};

/** Company on /profile-setup: the setup size list; about is optional. */
export const CompanySetupInput = z.object({
  ...companyBase,
  companySize: z.enum([...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT], { error: 'profile.requiredFieldsMissing' }),
  about: text(2000, undefined, multiLineText).optional(),
});

/** Company on /edit-profile: the edit size list; about is required (spec §5). */
export const CompanyEditInput = z.object({
  ...companyBase,
  companySize: z.enum([...COMPANY_SIZES_EDIT, ...COMPANY_SIZES_SETUP], { error: 'profile.requiredFieldsMissing' }),
  about: required(2000, multiLineText),
});

export const ProfileSetupInput = z.discriminatedUnion(
  'role',
  [StudentProfileInput, ProfessionalProfileInput, InstitutionProfileInput, CompanySetupInput],
  roleUnion,
);
export type ProfileSetupInput = z.infer<typeof ProfileSetupInput>;

export const ProfileEditInput = z.discriminatedUnion(
  'role',
  [StudentProfileInput, ProfessionalProfileInput, InstitutionProfileInput, CompanyEditInput],
  roleUnion,
);
export type ProfileEditInput = z.infer<typeof ProfileEditInput>;

/**
 * "Skip for Now" saves whatever was filled: the same fields, each optional, limits still apply.
 */
export const ProfileDraftInput = z.discriminatedUnion(
  'role',
  [
    z.object({
      role: z.literal('student'),
      fullName: draftName(),
      headline: text(LIMITS.headlineMax).optional(),
      educationLevel: draftChoice(EDUCATION_LEVELS),
      interests: chips().optional(),
    }),
    z.object({
      role: z.literal('professional'),
      fullName: draftName(),
      headline: text(LIMITS.headlineMax).optional(),
      skills: chips().optional(),
      ...professionalDirectoryFields,
    }),
    z.object({
      role: z.literal('institution'),
      name: text(200).optional(),
      location: text(200).optional(),
      ...placeFields,
    }),
    z.object({
      role: z.literal('company'),
      name: text(200).optional(),
      location: text(200).optional(),
      ...placeFields,
      industry: draftChoice(INDUSTRIES),
      companySize: draftChoice([...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT]),
      about: text(2000, undefined, multiLineText).optional(),
    }),
  ],
  roleUnion,
);
export type ProfileDraftInput = z.infer<typeof ProfileDraftInput>;

/** What the client sends: which button was pressed, and the form. */
export const ProfileSaveRequest = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('setup'), profile: ProfileSetupInput }),
    z.object({ intent: z.literal('skip'), profile: ProfileDraftInput }),
    z.object({ intent: z.literal('edit'), profile: ProfileEditInput }),
  ],
  { error: 'validation.invalidRequest' },
);
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
  /** Professionals directory fields (answered for every role; only professionals edit them). */
  category: z.string().nullable().optional(),
  serviceArea: z.string().nullable().optional(),
  yearsExperience: z.number().int().nullable().optional(),
  hourlyRate: z.number().nullable().optional(),
  /** Set by staff after verification; read-only here. */
  isVerified: z.boolean().optional(),
  /** The picked place of the service area (professional) or address (company, institution). */
  districtId: z.string().nullable().optional(),
  localLevelId: z.string().nullable().optional(),
  /** That text as typed, without the place names the server added (the edit form shows it). */
  placeDetail: z.string().nullable().optional(),
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
