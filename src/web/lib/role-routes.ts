import type { Me } from '#contract/api.ts';
import { ROLE_DASHBOARD, type Role } from '#contract/roles.ts';

// Where the role-dependent pages send an account (spec §4 Onboarding and Switching): pure, so
// the rules are tested without a browser.

type Account = Pick<Me, 'roles' | 'activeRole'>;

/** Where an account without a role goes first. */
export const CHOOSE_ROLE_PATH = '/choose-role';

/**
 * The role an account is using: the active one; else (no active role recorded) the student role
 * when held, else the first it holds; null without a role.
 */
export function currentRoleOf(me: Account): Role | null {
  if (me.activeRole) return me.activeRole;
  if (me.roles.includes('student')) return 'student';
  return me.roles[0] ?? null;
}

/** What /dashboard — the learner's dashboard — shows an account. */
export type DashboardRoute =
  /** Another page: /choose-role without a role, else the active role's own dashboard. */
  | { kind: 'redirect'; to: string }
  /** The learner dashboard: the student role is the one in use. */
  | { kind: 'learner' }
  /** Another role is in use but the account holds the student role: offer to switch to it. */
  | { kind: 'offerStudent'; role: Role }
  /**
   * No student role, but the account applied to jobs (decisions.md §6: applicants follow their
   * applications on /dashboard, which the status notification and e-mail link to): the list,
   * with the way to the role's dashboard.
   */
  | { kind: 'applications'; role: Role }
  /** Not known yet whether there are applications. */
  | { kind: 'checking' };

/**
 * The decision for /dashboard. `hasApplications` matters only to an account without the student
 * role; undefined while unknown.
 */
export function dashboardRouteFor(me: Account, hasApplications?: boolean): DashboardRoute {
  const role = currentRoleOf(me);
  if (role === null) return { kind: 'redirect', to: CHOOSE_ROLE_PATH };
  if (role === 'student') return { kind: 'learner' };
  if (me.roles.includes('student')) return { kind: 'offerStudent', role };
  if (hasApplications === undefined) return { kind: 'checking' };
  return hasApplications ? { kind: 'applications', role } : { kind: 'redirect', to: ROLE_DASHBOARD[role] };
}

/**
 * Where /profile-setup sends an account that has no form to fill: without a role, to choose one;
 * with roles but none active, to its dashboard. Null when the active role's form is shown.
 */
export function profileSetupRedirect(me: Account): string | null {
  if (me.roles.length === 0) return CHOOSE_ROLE_PATH;
  return me.activeRole ? null : '/dashboard';
}
