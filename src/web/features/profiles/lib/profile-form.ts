import type { CompletionItems, Profile, ProfileDraftInput } from '#contract/profile.ts';
import {
  COMPANY_SIZES_EDIT,
  COMPANY_SIZES_SETUP,
  EDUCATION_LEVELS,
  INDUSTRIES,
  PROFESSIONAL_CATEGORIES,
} from '#contract/lists.ts';
import type { Role } from '#contract/roles.ts';

// Pure logic of the profile forms (spec §3 role → field mapping, §4 completion, §5 rules); unit-tested
// in profile-form.test.ts. Only types come from #contract/profile.ts: its zod schemas load with the
// form's first focus, not with the page.

export type ProfileScreen = 'setup' | 'edit';

/**
 * What the profile form holds: every role's fields, so one form serves all four. The contract's
 * schemas pick the active role's fields by `role` and drop the rest. A type, not an interface:
 * form values must be assignable to Record<string, unknown>.
 */
export type ProfileFormValues = {
  role: Role;
  /** Student and professional. */
  fullName: string;
  /** Company or institution name. */
  name: string;
  headline: string;
  educationLevel: string;
  interests: string[];
  skills: string[];
  location: string;
  industry: string;
  companySize: string;
  about: string;
  /** Professional: the directory card's fields, typed as text. */
  category: string;
  serviceArea: string;
  yearsExperience: string;
  hourlyRate: string;
  /** Professional, company, institution: the picked place ('' for none) beside the text. */
  districtId: string;
  localLevelId: string;
};

export type ProfileFieldName = Exclude<keyof ProfileFormValues, 'role' | 'localLevelId'>;

/** The fields each role's form shows, in order (spec §3). */
export const ROLE_FIELDS: Record<Role, readonly ProfileFieldName[]> = {
  student: ['fullName', 'headline', 'educationLevel', 'interests'],
  professional: [
    'fullName',
    'headline',
    'skills',
    'category',
    'districtId',
    'serviceArea',
    'yearsExperience',
    'hourlyRate',
  ],
  company: ['name', 'districtId', 'location', 'industry', 'companySize', 'about'],
  institution: ['name', 'districtId', 'location'],
};

/** Empty values; the key order is the order errors are reported and focused in. */
export function emptyProfileValues(role: Role): ProfileFormValues {
  return {
    role,
    fullName: '',
    name: '',
    headline: '',
    educationLevel: '',
    interests: [],
    skills: [],
    location: '',
    industry: '',
    companySize: '',
    about: '',
    category: '',
    serviceArea: '',
    yearsExperience: '',
    hourlyRate: '',
    districtId: '',
    localLevelId: '',
  };
}

const oneOf = (list: readonly string[], value: string | null | undefined) =>
  value && list.includes(value) ? value : '';

/**
 * A stored profile as the role's form values (spec §3: the columns are shared by the roles, e.g.
 * a company's industry lives in `headline`). Select values outside their list are left empty.
 */
export function valuesFromProfile(role: Role, profile: Profile, accountName = ''): ProfileFormValues {
  const values = {
    ...emptyProfileValues(role),
    districtId: profile.districtId ?? '',
    localLevelId: profile.localLevelId ?? '',
  };
  // the text as typed, without the place names the server added to it
  const placeText = (stored: string | null | undefined) => profile.placeDetail ?? stored ?? '';
  switch (role) {
    case 'student':
      return {
        ...values,
        fullName: profile.fullName ?? accountName,
        headline: profile.headline ?? '',
        educationLevel: oneOf(EDUCATION_LEVELS, profile.address),
        interests: [...profile.skills],
      };
    case 'professional':
      return {
        ...values,
        fullName: profile.fullName ?? accountName,
        headline: profile.headline ?? '',
        skills: [...profile.skills],
        category: oneOf(PROFESSIONAL_CATEGORIES, profile.category),
        serviceArea: placeText(profile.serviceArea),
        yearsExperience: profile.yearsExperience?.toString() ?? '',
        hourlyRate: profile.hourlyRate?.toString() ?? '',
      };
    case 'company':
      return {
        ...values,
        name: profile.organizationName ?? '',
        location: placeText(profile.address),
        industry: oneOf(INDUSTRIES, profile.headline),
        // either list: a size chosen at setup stays shown on the edit screen
        companySize: oneOf([...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT], profile.skills[0]),
        about: profile.bio ?? '',
      };
    case 'institution':
      return { ...values, name: profile.organizationName ?? '', location: placeText(profile.address) };
  }
}

/** The company size options of a screen (spec §9: the setup and edit lists differ). */
export function companySizesFor(screen: ProfileScreen): readonly string[] {
  return screen === 'setup' ? COMPANY_SIZES_SETUP : COMPANY_SIZES_EDIT;
}

// ---- chips (interests, skills) ----

/** The longest chip and the most chips the contract accepts. */
export const CHIP_MAX_LENGTH = 60;
export const CHIPS_MAX = 30;

/** Trims a typed chip and folds runs of spaces; '' for a blank entry. */
export function normalizeChip(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/**
 * The list after the user typed `input` and pressed Enter (spec §5): blanks are ignored, and so
 * are repeats (case-insensitive) and entries beyond the limits. Returns `list` itself when
 * nothing was added.
 */
export function addChip(list: readonly string[], input: string): readonly string[] {
  const chip = normalizeChip(input);
  if (!chip || chip.length > CHIP_MAX_LENGTH || list.length >= CHIPS_MAX) return list;
  const lower = chip.toLowerCase();
  if (list.some((item) => item.toLowerCase() === lower)) return list;
  return [...list, chip];
}

export function removeChip(list: readonly string[], index: number): string[] {
  return list.filter((_, position) => position !== index);
}

// ---- completion and saving ----

export interface ProfileImages {
  avatarUrl: string | null;
  bannerUrl: string | null;
}

/** Which completion items (spec §4) the form and the images fill, in the stored columns' terms. */
export function completionItemsOf(values: ProfileFormValues, images: ProfileImages): CompletionItems {
  const filled = (text: string) => text.trim() !== '';
  const isPerson = values.role === 'student' || values.role === 'professional';
  return {
    name: filled(isPerson ? values.fullName : values.name),
    headline: filled(values.headline),
    address:
      values.role === 'student' ? filled(values.educationLevel) : filled(values.location) || filled(values.districtId),
    skills: (values.role === 'student' ? values.interests : values.skills).length > 0,
    industry: filled(values.industry),
    size: filled(values.companySize),
    about: filled(values.about),
    image: Boolean(images.avatarUrl),
    banner: Boolean(images.bannerUrl),
  };
}

/** The chips as the contract keeps them: normalized, without blanks or repeats. */
export function normalizeChips(list: readonly string[]): string[] {
  return [...list.reduce<readonly string[]>(addChip, [])];
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * "Skip for Now" (spec §4): the role's fields that were filled in, trimmed. Blank ones are left
 * out, since the draft schema still checks the length of any field that is sent.
 */
export function draftProfileOf(values: ProfileFormValues): ProfileDraftInput {
  const text = (value: string) => value.trim() || undefined;
  // a draft keeps what can be kept: a number that does not read as one is left out
  const typedNumber = (value: string) => {
    const number = Number(value.trim());
    return value.trim() && Number.isFinite(number) ? number : undefined;
  };
  const chips = (list: readonly string[]) => {
    const kept = normalizeChips(list);
    return kept.length > 0 ? kept : undefined;
  };
  const place = { districtId: values.districtId || null, localLevelId: values.localLevelId || null };
  switch (values.role) {
    case 'student':
      return {
        role: 'student',
        fullName: text(values.fullName),
        headline: text(values.headline),
        educationLevel: isOneOf(EDUCATION_LEVELS, values.educationLevel) ? values.educationLevel : undefined,
        interests: chips(values.interests),
      };
    case 'professional':
      return {
        role: 'professional',
        fullName: text(values.fullName),
        headline: text(values.headline),
        skills: chips(values.skills),
        category: isOneOf(PROFESSIONAL_CATEGORIES, values.category) ? values.category : undefined,
        serviceArea: text(values.serviceArea),
        yearsExperience: typedNumber(values.yearsExperience),
        hourlyRate: typedNumber(values.hourlyRate),
        ...place,
      };
    case 'company': {
      const sizes = [...COMPANY_SIZES_SETUP, ...COMPANY_SIZES_EDIT];
      return {
        role: 'company',
        name: text(values.name),
        location: text(values.location),
        industry: isOneOf(INDUSTRIES, values.industry) ? values.industry : undefined,
        companySize: isOneOf(sizes, values.companySize) ? values.companySize : undefined,
        about: text(values.about),
        ...place,
      };
    }
    case 'institution':
      return { role: 'institution', name: text(values.name), location: text(values.location), ...place };
  }
}
