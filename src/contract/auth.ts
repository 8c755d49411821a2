import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hasVisibleText, singleLineText } from './text.ts';

// Messages are locale keys (see locales/en.json); the server answers with the English text,
// the web app shows the text of the chosen language.

const email = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .max(LIMITS.emailMax, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** Sign-up (spec §5): the same schema checks the form and the server. */
export const SignUpInput = z.object({
  fullName: singleLineText({ error: 'validation.fullNameRequired' })
    .trim()
    .min(LIMITS.fullNameMin, { error: 'validation.fullNameRequired' })
    .refine(hasVisibleText, { error: 'validation.fullNameRequired' })
    .max(LIMITS.fullNameMax, { error: 'validation.fullNameTooLong' }),
  email,
  password: z
    .string({ error: 'validation.passwordMin' })
    .min(LIMITS.passwordMin, { error: 'validation.passwordMin' })
    .max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' })
    .refine((value) => !isCommonPassword(value), { error: 'validation.passwordCommon' }),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** Sign-in (spec §5). */
export const SignInInput = z.object({
  email,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' }),
});
export type SignInInput = z.infer<typeof SignInInput>;
