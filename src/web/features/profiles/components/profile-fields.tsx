import type { Role } from '#contract/roles.ts';
import { EDUCATION_LEVELS, INDUSTRIES, PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PlaceInput } from '#web/components/place-input/place-input.tsx';
import { Field, selectClasses, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { ZodForm } from '#web/lib/zod-form.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { ChipInput } from './chip-input.tsx';
import {
  ROLE_FIELDS,
  companySizesFor,
  type ProfileFieldName,
  type ProfileFormValues,
  type ProfileScreen,
} from '../lib/profile-form.ts';
import { LIMITS } from '#contract/limits.ts';

// The schemas' "required" keys describe the whole form (they head the toast); under a single
// field a shorter text reads better.
const INLINE_ERRORS: Record<string, MessageKey> = {
  'profile.requiredFieldsMissing': 'profileForm.fieldRequired',
  'profile.addOneSkill': 'profileForm.addOneSkill',
};

/** Labels per field; company and institution name the organisation. */
function labelKeyOf(name: Exclude<ProfileFieldName, 'districtId'>, role: Role): MessageKey {
  if (name === 'name') return role === 'company' ? 'profileForm.companyName' : 'profileForm.institutionName';
  if (isDirectoryField(name)) return `professionalProfile.${name}`;
  return `profileSetup.items.${name}`;
}

/** A professional's directory card fields: optional, labelled in the services texts. */
const DIRECTORY_FIELDS: ReadonlySet<ProfileFieldName> = new Set<DirectoryField>([
  'category',
  'serviceArea',
  'yearsExperience',
  'hourlyRate',
]);
type DirectoryField = 'category' | 'serviceArea' | 'yearsExperience' | 'hourlyRate';
const isDirectoryField = (name: ProfileFieldName): name is DirectoryField => DIRECTORY_FIELDS.has(name);

/** Which fields must be filled (spec §5); company `about` only on the edit screen. */
function isRequired(name: ProfileFieldName, role: Role, screen: ProfileScreen): boolean {
  if (DIRECTORY_FIELDS.has(name)) return false;
  return !(role === 'company' && name === 'about' && screen === 'setup');
}

/** The active role's fields (spec §3), bound to the profile form. */
export function ProfileFields<O>({ form, screen }: { form: ZodForm<ProfileFormValues, O>; screen: ProfileScreen }) {
  const { t } = useTranslation();
  const role = form.values.role;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {ROLE_FIELDS[role].map((name) => {
        if (name === 'districtId') {
          return (
            <div key={name} className="sm:col-span-2">
              <PlaceInput
                id="profile-place"
                value={form.values}
                error={form.errors.districtId && t(form.errors.districtId)}
                onChange={(place) => {
                  form.setValue('districtId', place.districtId);
                  form.setValue('localLevelId', place.localLevelId);
                }}
              />
            </div>
          );
        }
        const id = `profile-${name}`;
        const key = form.errors[name];
        const common = {
          id,
          label: t(labelKeyOf(name, role)),
          error: key && t(INLINE_ERRORS[key] ?? key),
          requiredMark: isRequired(name, role, screen) ? t('profileForm.required') : undefined,
        };
        const wide = name === 'about' || name === 'interests' || name === 'skills' || name === 'headline';
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            {name === 'interests' || name === 'skills' ? (
              <Field {...common} hint={t('profileForm.chipsHint')}>
                {(control) => (
                  <ChipInput
                    control={control}
                    placeholder={t(
                      name === 'skills' ? 'profileForm.skillsPlaceholder' : 'profileForm.interestsPlaceholder',
                    )}
                    {...form.field(name)}
                  />
                )}
              </Field>
            ) : name === 'educationLevel' || name === 'industry' || name === 'companySize' ? (
              <Field {...common}>
                {(control) => (
                  <select {...control} className={selectClasses} {...form.register(name)}>
                    <option value="">{t('profileForm.choose')}</option>
                    {optionsFor(name, screen, form.values[name]).map((option) => (
                      <option key={option} value={option}>
                        {optionLabel(t, LIST_OF[name], option)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : name === 'category' ? (
              <Field {...common}>
                {(control) => (
                  <select {...control} className={selectClasses} {...form.register(name)}>
                    <option value="">{t('profileForm.choose')}</option>
                    {PROFESSIONAL_CATEGORIES.map((option) => (
                      <option key={option} value={option}>
                        {optionLabel(t, 'professionalCategories', option)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : name === 'yearsExperience' || name === 'hourlyRate' ? (
              <Field {...common}>
                {(control) => (
                  <Input
                    {...control}
                    // text, not number: a number box drops what a Nepali keypad types (९८४…)
                    type="text"
                    inputMode={name === 'hourlyRate' ? 'decimal' : 'numeric'}
                    {...form.register(name)}
                  />
                )}
              </Field>
            ) : name === 'about' ? (
              <Field {...common}>
                {(control) => <textarea {...control} rows={4} className={textareaClasses} {...form.register(name)} />}
              </Field>
            ) : (
              <Field
                {...common}
                hint={
                  name === 'headline'
                    ? t(role === 'student' ? 'profileForm.headlineStudentHint' : 'profileForm.headlineHint')
                    : undefined
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={name === 'headline' ? LIMITS.headlineMax : undefined}
                    autoComplete={name === 'fullName' ? 'name' : name === 'name' ? 'organization' : undefined}
                    {...form.register(name)}
                  />
                )}
              </Field>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The labels of each select's choices. */
const LIST_OF = { educationLevel: 'educationLevels', industry: 'industries', companySize: 'companySizes' } as const;

/** A select's choices (spec §9); a stored value from the other size list stays selectable. */
function optionsFor(name: 'educationLevel' | 'industry' | 'companySize', screen: ProfileScreen, value: string) {
  const list: readonly string[] =
    name === 'educationLevel' ? EDUCATION_LEVELS : name === 'industry' ? INDUSTRIES : companySizesFor(screen);
  return value && !list.includes(value) ? [value, ...list] : list;
}
