import type { Me } from '#contract/api.ts';
import { dashboardPathFor } from '#contract/roles.ts';

/** The header's main links (spec §2). "About Us" points to /how-it-works, as the spec says. */
export const PRIMARY_NAV = [
  { to: '/courses', labelKey: 'nav.findCourses' },
  { to: '/professionals', labelKey: 'nav.findServices' },
  { to: '/jobs', labelKey: 'nav.findJobs' },
  { to: '/how-it-works', labelKey: 'nav.aboutUs' },
] as const;

export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth?tab=signup';

/**
 * The signed-in user's own places, first in both account menus: the active role's dashboard, and
 * the staff console for staff (who may hold no role at all).
 */
export function workspaceLinks(me: Pick<Me, 'roles' | 'activeRole' | 'isStaff'>) {
  const links: { to: string; labelKey: 'nav.myDashboard' | 'nav.staffConsole'; kind: 'dashboard' | 'staff' }[] = [];
  if (me.roles.length > 0)
    links.push({ to: dashboardPathFor(me.activeRole), labelKey: 'nav.myDashboard', kind: 'dashboard' });
  if (me.isStaff) links.push({ to: '/staff', labelKey: 'nav.staffConsole', kind: 'staff' });
  return links;
}
