import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { profiles, type ProfileRow } from '#server/db/schema/profiles.ts';
import { activeSessions } from '#server/db/schema/roles.ts';
import { assertRole } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import type { ObjectRef } from '#server/lib/object-store/object-store.ts';
import {
  completionPercentage,
  type CompletionItems,
  type Profile,
  type ProfileDraftInput,
  type ProfileEditInput,
  type ProfileSaveRequest,
  type ProfileSetupInput,
} from '#contract/profile.ts';
import type { Role } from '#contract/roles.ts';
import { avatarKeys, smallAvatarUrl } from '#contract/profile-images.ts';
import { checkPlace, placeDetail, placeText } from '#server/lib/places/places.ts';
import {
  PROFILE_IMAGE,
  processProfileImage,
  removeQuietly,
  type ProfileImageKind,
} from '#server/lib/uploaded-image.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The profile columns a form writes. */
type ProfileFields = Partial<
  Pick<
    ProfileRow,
    | 'fullName'
    | 'organizationName'
    | 'headline'
    | 'bio'
    | 'address'
    | 'skills'
    | 'category'
    | 'serviceArea'
    | 'yearsExperience'
    | 'hourlyRate'
    | 'districtId'
    | 'localLevelId'
  >
>;

/**
 * The picked place, checked, and the text it goes with as stored: what was typed plus the place's
 * names (decision 031). A draft that sends neither leaves both as they were.
 */
function placeColumns(
  text: string | null | undefined,
  place: { districtId?: string | null; localLevelId?: string | null },
): { text: string | null; districtId: string | null; localLevelId: string | null } {
  const ids = checkPlace({ districtId: place.districtId ?? null, localLevelId: place.localLevelId ?? null });
  return { text: placeText(text ?? null, ids), ...ids };
}

/** The signed-in user's profile; a user whose row is missing sees an empty one. */
export async function getProfile(db: Db, user: SessionUser): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (row) return toProfile(row);
  return {
    fullName: user.name || null,
    organizationName: null,
    headline: null,
    bio: null,
    address: null,
    skills: [],
    avatarUrl: null,
    bannerUrl: null,
    profileComplete: false,
    completionPercentage: 0,
    updatedAt: new Date(0).toISOString(),
  };
}

/**
 * Saves the profile form of one of the user's roles (403 `ROLE_NOT_HELD` for a role they do not
 * hold, active or not). Save and Continue, Skip for Now and Save Changes all mark the profile
 * complete (spec §4); Skip writes only the fields that were filled in. The completion percentage is
 * recomputed over the row as saved.
 */
export async function saveProfile(db: Db, user: SessionUser, request: ProfileSaveRequest): Promise<Profile> {
  const { role } = request.profile;
  const fields = request.intent === 'skip' ? draftFields(request.profile) : formFields(request.profile);
  const screen = request.intent === 'edit' ? 'edit' : 'setup';
  return updateOwnProfile(db, user, async (tx, current) => {
    await assertRole(tx, user.id, role, () => new AppError('ROLE_NOT_HELD', 'errors.roleNotHeld'));
    const saved = { ...current, ...fields };
    // a job's company is its account's profile (docs/decisions/023); its postings keep a searchable
    // copy of the name, renamed with the profile
    if (role === 'company' && fields.organizationName && fields.organizationName !== current.organizationName) {
      await tx
        .update(jobPostings)
        .set({ companyName: fields.organizationName })
        .where(eq(jobPostings.postedBy, user.id));
    }
    return {
      ...fields,
      profileComplete: true,
      completionPercentage:
        completionPercentage(role, screen, completionItems(role, saved)) ?? current.completionPercentage,
    };
  });
}

/**
 * Replaces the user's avatar or banner with an uploaded image: checked, re-encoded, stored, then
 * saved on the profile. The previous image is deleted only once the new one is saved, so a failed
 * upload leaves the old one in place. A picture is stored with its small copy beside it (named by
 * the rule in contract/profile-images.ts); the two are added and removed together.
 */
export async function uploadProfileImage(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'logger' | 'clock'>,
  user: SessionUser,
  kind: ProfileImageKind,
  bytes: Uint8Array,
): Promise<{ url: string; profile: Profile }> {
  const { db, objectStore: store, logger } = deps;
  const { bucket, folder } = PROFILE_IMAGE[kind];
  const { image, small } = await processProfileImage(bytes, kind);
  const base = `${folder}/${user.id}/${deps.clock.now()}`;
  const keys = avatarKeys(base);
  const files = small
    ? [
        { key: keys.large, bytes: image },
        { key: keys.small, bytes: small },
      ]
    : [{ key: `${base}.webp`, bytes: image }];
  const stored: ObjectRef[] = [];
  const removeStored = async () => {
    for (const ref of stored) await removeQuietly(store, logger, ref);
  };
  try {
    for (const file of files) {
      await store.put(bucket, file.key, file.bytes, 'image/webp');
      stored.push({ bucket, key: file.key });
    }
  } catch (error) {
    await removeStored();
    throw error;
  }
  const url = store.publicUrl(bucket, files[0]!.key);
  const column = kind === 'avatar' ? 'avatarUrl' : 'bannerUrl';

  let previous: string | null = null;
  let profile: Profile;
  try {
    profile = await updateOwnProfile(db, user, async (tx, current) => {
      previous = current[column];
      const [active] = await tx
        .select({ role: activeSessions.activeRole })
        .from(activeSessions)
        .where(eq(activeSessions.userId, user.id));
      // a completed profile is edited on /edit-profile; before that the upload is on /profile-setup
      const screen = current.profileComplete ? 'edit' : 'setup';
      const percentage = active
        ? completionPercentage(active.role, screen, completionItems(active.role, { ...current, [column]: url }))
        : null;
      return { [column]: url, completionPercentage: percentage ?? current.completionPercentage };
    });
  } catch (error) {
    await removeStored();
    throw error;
  }

  if (previous !== null && previous !== url) {
    for (const old of [previous, smallAvatarUrl(previous)]) {
      const replaced = old ? store.refOf(old) : null;
      if (replaced) await removeQuietly(store, logger, replaced);
    }
  }
  return { url, profile };
}

/**
 * Applies `change(current)` to the user's own row in one UPDATE … WHERE id = user, inside a
 * transaction that holds the row lock from the read: two saves at once run one after the other,
 * so the last one wins with a row (and completion percentage) that is consistent as a whole.
 */
async function updateOwnProfile(
  db: Db,
  user: SessionUser,
  change: (tx: Tx, current: ProfileRow) => Promise<Partial<ProfileRow>>,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    // the sign-up hook creates the row; an account from before it gets one now
    await tx
      .insert(profiles)
      .values({ id: user.id, fullName: user.name || null })
      .onConflictDoNothing();
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, user.id)).for('update');
    const values = await change(tx, current!);
    const [saved] = await tx
      .update(profiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(profiles.id, user.id))
      .returning();
    return toProfile(saved!);
  });
}

/** Spec §3: where each role's form fields live on the shared profile row. */
function formFields(profile: ProfileSetupInput | ProfileEditInput): ProfileFields {
  switch (profile.role) {
    case 'student':
      return {
        fullName: profile.fullName,
        headline: profile.headline,
        address: profile.educationLevel,
        skills: profile.interests,
      };
    case 'professional': {
      // the form shows every directory field: one left blank is cleared
      const { text, ...place } = placeColumns(profile.serviceArea, profile);
      return {
        fullName: profile.fullName,
        headline: profile.headline,
        skills: profile.skills,
        category: profile.category ?? null,
        serviceArea: text,
        ...place,
        yearsExperience: profile.yearsExperience ?? null,
        hourlyRate: profile.hourlyRate === undefined ? null : profile.hourlyRate.toFixed(2),
      };
    }
    case 'institution': {
      const { text, ...place } = placeColumns(profile.location, profile);
      return { organizationName: profile.name, fullName: profile.name, address: text, ...place };
    }
    case 'company': {
      const { text, ...place } = placeColumns(profile.location, profile);
      return {
        organizationName: profile.name,
        fullName: profile.name,
        address: text,
        ...place,
        headline: profile.industry,
        skills: [profile.companySize],
        // about is optional on the setup screen: absent leaves it as it was, blank clears it
        ...(profile.about === undefined ? {} : { bio: profile.about || null }),
      };
    }
  }
}

/** Skip for Now: the same mapping, for the fields that were filled in only. */
function draftFields(profile: ProfileDraftInput): ProfileFields {
  const filled = <T>(value: T | undefined | '') => (value === undefined || value === '' ? undefined : value);
  const list = (value: string[] | undefined) => (value && value.length > 0 ? value : undefined);
  const fields: { [K in keyof ProfileFields]: ProfileFields[K] | undefined } = (() => {
    switch (profile.role) {
      case 'student':
        return {
          fullName: filled(profile.fullName),
          headline: filled(profile.headline),
          address: filled(profile.educationLevel),
          skills: list(profile.interests),
        };
      case 'professional':
        return {
          fullName: filled(profile.fullName),
          headline: filled(profile.headline),
          skills: list(profile.skills),
          category: profile.category,
          ...draftPlace(profile.serviceArea, profile, 'serviceArea'),
          yearsExperience: profile.yearsExperience,
          hourlyRate: profile.hourlyRate === undefined ? undefined : profile.hourlyRate.toFixed(2),
        };
      case 'institution':
        return {
          organizationName: filled(profile.name),
          fullName: filled(profile.name),
          ...draftPlace(filled(profile.location), profile, 'address'),
        };
      case 'company':
        return {
          organizationName: filled(profile.name),
          fullName: filled(profile.name),
          ...draftPlace(filled(profile.location), profile, 'address'),
          headline: filled(profile.industry),
          skills: profile.companySize ? [profile.companySize] : undefined,
          bio: filled(profile.about),
        };
    }
  })();
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ProfileFields;
}

/** A draft's place: the text and ids when either was given, else nothing (left as it was). */
function draftPlace(
  text: string | undefined,
  place: { districtId: string | null; localLevelId: string | null },
  column: 'serviceArea' | 'address',
): ProfileFields {
  if (text === undefined && place.districtId === null) return {};
  const { text: stored, ...ids } = placeColumns(text, place);
  return { [column]: stored ?? undefined, ...ids };
}

/** Which of spec §4's completion items the row has, read through the role's field mapping. */
function completionItems(role: Role, row: ProfileRow): CompletionItems {
  const has = (value: string | null) => Boolean(value?.trim());
  const isOrganization = role === 'company' || role === 'institution';
  return {
    name: has(isOrganization ? row.organizationName : row.fullName),
    headline: has(row.headline),
    address: has(row.address),
    skills: row.skills.length > 0,
    industry: role === 'company' && has(row.headline),
    size: role === 'company' && row.skills.length > 0,
    about: has(row.bio),
    image: has(row.avatarUrl),
    banner: has(row.bannerUrl),
  };
}

function toProfile(row: ProfileRow): Profile {
  return {
    fullName: row.fullName,
    organizationName: row.organizationName,
    headline: row.headline,
    bio: row.bio,
    address: row.address,
    skills: row.skills,
    avatarUrl: row.avatarUrl,
    bannerUrl: row.bannerUrl,
    profileComplete: row.profileComplete,
    completionPercentage: row.completionPercentage,
    updatedAt: row.updatedAt.toISOString(),
    category: row.category,
    serviceArea: row.serviceArea,
    yearsExperience: row.yearsExperience,
    hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate),
    isVerified: row.isVerified,
    districtId: row.districtId,
    localLevelId: row.localLevelId,
    placeDetail: placeDetail(row.serviceArea ?? row.address, row),
  };
}
