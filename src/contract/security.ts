import { z } from 'zod';
import { SignUpInput } from './auth.ts';
import { LIMITS } from './limits.ts';
import { withLatinDigits } from './typed-digits.ts';

// Account security forms (spec §7 Auth): the same schemas check the web forms and the server.
// Messages are locale keys; `security.*` texts live in locales/security.

/** A new password follows the sign-up rules (length, not a very common one). */
const newPassword = SignUpInput.shape.password;

const currentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' });

/** "Forgot password?": the e-mail to send the link to. */
export const ForgotPasswordInput = z.object({ email: SignUpInput.shape.email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The reset page: the token from the e-mailed link and the new password. */
export const ResetPasswordInput = z
  .object({
    // the token of a mailed link is URL-safe printable ASCII; anything else is not a link of ours
    token: z.string({ error: 'security.errors.linkInvalid' }).regex(/^[\x21-\x7e]+$/, {
      error: 'security.errors.linkInvalid',
    }),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
    error: 'security.validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Changing the password needs the current one; the other sessions end. */
export const ChangePasswordInput = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Changing the e-mail: the new address and the current password (spec §7). */
export const ChangeEmailInput = z.object({
  newEmail: SignUpInput.shape.email,
  password: z.string().max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' }).optional(),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

/** Turning two-factor on or off, and deleting the account, need the password. */
export const PasswordConfirmInput = z.object({ password: currentPassword });
export type PasswordConfirmInput = z.infer<typeof PasswordConfirmInput>;

/** A six-digit authenticator code. */
export const TotpCodeInput = z.object({
  code: withLatinDigits(
    z
      .string({ error: 'security.validation.codeInvalid' })
      .trim()
      .regex(/^\d{6}$/, { error: 'security.validation.codeInvalid' }),
  ),
  trustDevice: z.boolean().optional(),
});
export type TotpCodeInput = z.infer<typeof TotpCodeInput>;

/** One of the backup codes shown when two-factor was turned on. */
export const BackupCodeInput = z.object({
  code: withLatinDigits(
    z
      .string({ error: 'security.validation.backupCodeInvalid' })
      .trim()
      .min(4, { error: 'security.validation.backupCodeInvalid' })
      .max(64, { error: 'security.validation.backupCodeInvalid' }),
  ),
});
export type BackupCodeInput = z.infer<typeof BackupCodeInput>;

/** Deleting the account: the password (when the account has one) and the typed confirmation word. */
export const DeleteAccountInput = z.object({
  password: z.string().max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' }).optional(),
  confirm: z
    .string({ error: 'security.validation.confirmDelete' })
    .refine((value) => value.trim() === 'DELETE', { error: 'security.validation.confirmDelete' }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** One place the user is signed in. */
export const SessionSummary = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const SIGN_IN_METHODS = ['credential', 'google', 'linkedin'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Account Settings → Security: everything the page shows. */
export const SecurityOverview = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Linked sign-in methods; `credential` is the e-mail and password. */
  methods: z.array(z.object({ id: z.string(), providerId: z.string(), linkedAt: z.string() })),
  /** Providers this server can sign in with (configured). */
  available: z.object({ google: z.boolean(), linkedin: z.boolean() }),
  sessions: z.array(SessionSummary),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;
