import { checkImageFile } from '#web/lib/image-file.ts';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#contract/limits.ts';
import {
  ProfileDraftInput,
  ProfileEditInput,
  ProfileSaveRequest,
  ProfileSetupInput,
  completionPercentage,
  type Profile,
} from '#contract/profile.ts';
import { ROLES } from '#contract/roles.ts';
import {
  CHIPS_MAX,
  CHIP_MAX_LENGTH,
  addChip,
  completionItemsOf,
  draftProfileOf,
  emptyProfileValues,
  normalizeChip,
  normalizeChips,
  removeChip,
  valuesFromProfile,
  type ProfileFormValues,
} from './profile-form.ts';

const stored: Profile = {
  fullName: null,
  organizationName: null,
  headline: null,
  bio: null,
  address: null,
  skills: [],
  avatarUrl: null,
  bannerUrl: null,
  profileComplete: false,
  completionPercentage: 0,
  updatedAt: '2026-11-21T00:00:00.000Z',
};

describe('chips', () => {
  it('trims a chip and folds inner spaces', () => {
    expect(normalizeChip('  Web   design ')).toBe('Web design');
    expect(normalizeChip(' \t ')).toBe('');
  });

  it('ignores blanks and case-insensitive repeats, returning the same list', () => {
    const list = ['Plumbing'];
    expect(addChip(list, '   ')).toBe(list);
    expect(addChip(list, ' plumbing ')).toBe(list);
    expect(addChip(list, 'Wiring')).toEqual(['Plumbing', 'Wiring']);
  });

  it('keeps within the contract limits', () => {
    expect(addChip([], 'x'.repeat(CHIP_MAX_LENGTH + 1))).toEqual([]);
    const full = Array.from({ length: CHIPS_MAX }, (_, index) => `skill ${index}`);
    expect(addChip(full, 'one more')).toBe(full);
  });

  it('removes the chip at a position', () => {
    expect(removeChip(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('normalizes a whole list', () => {
    expect(normalizeChips([' A ', 'a', '', 'B'])).toEqual(['A', 'B']);
  });
});

describe('checkImageFile', () => {
  const MB = 1024 * 1024;

  it('accepts images within the limits', () => {
    expect(checkImageFile({ size: LIMITS.profileImageBytes, type: 'image/png' }, 'avatar')).toBeNull();
    expect(checkImageFile({ size: LIMITS.bannerImageBytes, type: 'image/jpeg' }, 'banner')).toBeNull();
  });

  it('refuses a picture over 5MB and a banner over 10MB with the spec texts', () => {
    expect(checkImageFile({ size: 5 * MB + 1, type: 'image/png' }, 'avatar')).toEqual({
      titleKey: 'profile.fileTooLargeTitle',
      descriptionKey: 'profile.imageTooLarge',
    });
    expect(checkImageFile({ size: 6 * MB, type: 'image/png' }, 'banner')).toBeNull();
    expect(checkImageFile({ size: 10 * MB + 1, type: 'image/png' }, 'banner')).toEqual({
      titleKey: 'profile.fileTooLargeTitle',
      descriptionKey: 'profile.bannerTooLarge',
    });
  });

  it('refuses files that are not images', () => {
    expect(checkImageFile({ size: 10, type: 'application/pdf' }, 'avatar')?.descriptionKey).toBe('profile.notAnImage');
    expect(checkImageFile({ size: 10, type: '' }, 'banner')?.descriptionKey).toBe('profile.notAnImage');
  });

  it('holds a program cover to 10MB with its own text', () => {
    expect(checkImageFile({ size: 10 * MB, type: 'image/webp' }, 'cover')).toBeNull();
    expect(checkImageFile({ size: 10 * MB + 1, type: 'image/webp' }, 'cover')?.descriptionKey).toBe(
      'program.coverTooLarge',
    );
  });
});

const filled: Record<(typeof ROLES)[number], ProfileFormValues> = {
  student: {
    ...emptyProfileValues('student'),
    fullName: ' Sita Sharma ',
    headline: 'Diploma, CTEVT',
    educationLevel: "Bachelor's",
    interests: ['Web Development', ' ', 'web development'],
    // another role's field: never sent
    location: 'Pokhara',
  },
  professional: {
    ...emptyProfileValues('professional'),
    fullName: 'Ram Tamang',
    headline: 'Electrician',
    skills: ['Wiring'],
  },
  company: {
    ...emptyProfileValues('company'),
    name: 'Himal Builders',
    location: 'Kathmandu',
    industry: 'Construction',
    companySize: '11-50',
    about: 'We build.',
  },
  institution: { ...emptyProfileValues('institution'), name: 'Pokhara Technical School', location: 'Pokhara' },
};

describe('the PUT body per role', () => {
  it('setup: the form values parse into the role fields only, trimmed and deduplicated', () => {
    const student = ProfileSetupInput.parse(filled.student);
    expect(student).toEqual({
      role: 'student',
      fullName: 'Sita Sharma',
      headline: 'Diploma, CTEVT',
      educationLevel: "Bachelor's",
      interests: ['Web Development'],
    });
    for (const role of ROLES) {
      const profile = ProfileSetupInput.parse(filled[role]);
      expect(ProfileSaveRequest.safeParse({ intent: 'setup', profile }).success, role).toBe(true);
    }
  });

  it('setup: missing fields are reported with the spec keys', () => {
    const result = ProfileSetupInput.safeParse({ ...filled.professional, skills: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['profile.addOneSkill']);
    expect(ProfileSetupInput.safeParse(emptyProfileValues('institution')).error?.issues).toHaveLength(2);
  });

  it('edit: a company needs About and accepts the edit size list', () => {
    const company = { ...filled.company, companySize: '1000+ employees' };
    expect(ProfileEditInput.safeParse(company).success).toBe(true);
    expect(ProfileEditInput.safeParse({ ...company, about: ' ' }).success).toBe(false);
  });

  it('skip: only what was filled in is sent, and the server schema accepts it', () => {
    expect(draftProfileOf({ ...emptyProfileValues('student'), headline: '  ', interests: [' '] })).toEqual({
      role: 'student',
      fullName: undefined,
      headline: undefined,
      educationLevel: undefined,
      interests: undefined,
    });
    expect(
      draftProfileOf({ ...emptyProfileValues('company'), name: ' Himal ', industry: 'Not a listed one' }),
    ).toMatchObject({
      role: 'company',
      name: 'Himal',
      industry: undefined,
    });
    for (const role of ROLES) {
      for (const values of [emptyProfileValues(role), filled[role]]) {
        // what JSON.stringify sends: undefined fields vanish
        const body = JSON.parse(JSON.stringify({ intent: 'skip', profile: draftProfileOf(values) })) as unknown;
        expect(ProfileSaveRequest.safeParse(body).success, role).toBe(true);
        expect(ProfileDraftInput.safeParse((body as { profile: unknown }).profile).success).toBe(true);
      }
    }
  });
});

describe('valuesFromProfile (spec §3 mapping)', () => {
  it('reads a company from the shared columns', () => {
    const values = valuesFromProfile('company', {
      ...stored,
      organizationName: 'Himal Builders',
      fullName: 'Himal Builders',
      address: 'Kathmandu',
      headline: 'Construction',
      skills: ['51-200 employees'],
      bio: 'We build.',
    });
    expect(values).toMatchObject({
      name: 'Himal Builders',
      location: 'Kathmandu',
      industry: 'Construction',
      companySize: '51-200 employees',
      about: 'We build.',
    });
  });

  it('reads a student, leaving values outside the lists empty', () => {
    const values = valuesFromProfile('student', { ...stored, address: 'Somewhere', skills: ['Cooking'] }, 'Sita');
    expect(values).toMatchObject({ fullName: 'Sita', educationLevel: '', interests: ['Cooking'] });
  });

  it('round-trips: stored values fill the form that saves them again', () => {
    const values = valuesFromProfile('professional', {
      ...stored,
      fullName: 'Ram Tamang',
      headline: 'Electrician',
      skills: ['Wiring'],
    });
    expect(ProfileSetupInput.parse(values)).toEqual({
      role: 'professional',
      fullName: 'Ram Tamang',
      headline: 'Electrician',
      skills: ['Wiring'],
      districtId: null,
      localLevelId: null,
    });
  });

  it('edits the service area as typed, with its picked place', () => {
    const values = valuesFromProfile('professional', {
      ...stored,
      fullName: 'Ram Tamang',
      headline: 'Electrician',
      skills: ['Wiring'],
      serviceArea: 'Lakeside, Pokhara, Kaski',
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
      placeDetail: 'Lakeside',
    });
    expect(values).toMatchObject({ serviceArea: 'Lakeside', districtId: 'kaski', localLevelId: 'kaski-pokhara' });
    expect(ProfileSetupInput.parse(values)).toMatchObject({
      serviceArea: 'Lakeside',
      districtId: 'kaski',
      localLevelId: 'kaski-pokhara',
    });
  });
});

describe('completion (spec §4)', () => {
  const noImages = { avatarUrl: null, bannerUrl: null };

  it('counts the role items, images included', () => {
    expect(completionPercentage('institution', 'setup', completionItemsOf(filled.institution, noImages))).toBe(50);
    expect(
      completionPercentage(
        'professional',
        'setup',
        completionItemsOf(filled.professional, { avatarUrl: '/a.png', bannerUrl: null }),
      ),
    ).toBe(80);
    expect(completionPercentage('company', 'edit', completionItemsOf(filled.company, noImages))).toBe(71);
    expect(
      completionPercentage('professional', 'setup', completionItemsOf(emptyProfileValues('professional'), noImages)),
    ).toBe(0);
  });

  it('has no formula for a company on setup or for a student', () => {
    expect(completionPercentage('company', 'setup', completionItemsOf(filled.company, noImages))).toBeNull();
    expect(completionPercentage('student', 'edit', completionItemsOf(filled.student, noImages))).toBeNull();
  });
});
