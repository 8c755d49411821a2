/** The four kinds of account (spec §1). One account may hold several. */
export const ROLES = ['student', 'professional', 'company', 'institution'] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after sign-in (spec §4 Onboarding). */
export const ROLE_DASHBOARD: Record<Role, string> = {
  student: '/dashboard',
  professional: '/professional-dashboard',
  company: '/company-dashboard',
  institution: '/institution-dashboard',
};

/** Unknown or missing role defaults to the learner dashboard (spec §4 Switching). */
export function dashboardPathFor(role: string | null | undefined): string {
  return role && role in ROLE_DASHBOARD ? ROLE_DASHBOARD[role as Role] : '/dashboard';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
