import { z } from 'zod';
import { ROLES } from './roles.ts';

/** Every error body the API sends. `message` is English; `key` is the locale key when one exists. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const RoleInput = z.object({
  role: z.enum(ROLES, { error: 'validation.roleUnknown' }),
});
export type RoleInput = z.infer<typeof RoleInput>;

/** The signed-in account as the shell and the router need it. */
export const Me = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    /** False until the link mailed at sign-up is opened; posting jobs, services and programs needs it. */
    emailVerified: z.boolean(),
  }),
  roles: z.array(z.enum(ROLES)),
  activeRole: z.enum(ROLES).nullable(),
  profile: z.object({
    fullName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    profileComplete: z.boolean(),
  }),
  /** Staff (granted on the server): the menus link the staff console, and sign-in lands there. */
  isStaff: z.boolean(),
});
export type Me = z.infer<typeof Me>;
