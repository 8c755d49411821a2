import type { z } from 'zod';
import type { ProfileEditInput, ProfileSetupInput } from '#contract/profile.ts';
import type { Role } from '#contract/roles.ts';
import { t } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import type { FieldError, FormErrors } from '#web/lib/zod-form.ts';
import { loadProfileContract } from '../api/profile-api.ts';
import type { ProfileFormValues } from './profile-form.ts';

/** A contract schema as the profile form's schema. */
type ProfileFormSchema<O> = z.ZodType<O, ProfileFormValues>;

// The form holds every role's fields; the contract's unions read `role`, check that role's
// fields and drop the others. Their declared input is the union of the roles' shapes, so the
// cast only widens what they accept.
export const loadSetupSchema = () =>
  loadProfileContract().then((module) => module.ProfileSetupInput as unknown as ProfileFormSchema<ProfileSetupInput>);

export const loadEditSchema = () =>
  loadProfileContract().then((module) => module.ProfileEditInput as unknown as ProfileFormSchema<ProfileEditInput>);

const REQUIRED_KEYS = new Set(['profile.requiredFieldsMissing', 'profile.addOneSkill']);

/**
 * A rejected Save (spec §5): missing fields get 'Required fields missing' / 'Please fill in all
 * required fields' (professionals: '… and add at least one skill'); any other problem (a text
 * too long) the usual 'Validation error' with its message.
 */
export function showProfileInvalidToast(role: Role) {
  return (first: FieldError, errors: FormErrors<ProfileFormValues>) => {
    if (!Object.values(errors).some((key) => key && REQUIRED_KEYS.has(key))) {
      showValidationToast(first);
      return;
    }
    toast.error(t('profile.requiredFieldsTitle'), {
      description: t(role === 'professional' ? 'profile.addOneSkill' : 'profile.requiredFieldsMissing'),
    });
  };
}
