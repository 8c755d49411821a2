/** The header's main links (spec §2). "About Us" points to /how-it-works, as the spec says. */
export const PRIMARY_NAV = [
  { to: '/courses', labelKey: 'nav.findCourses' },
  { to: '/professionals', labelKey: 'nav.findServices' },
  { to: '/jobs', labelKey: 'nav.findJobs' },
  { to: '/how-it-works', labelKey: 'nav.aboutUs' },
] as const;

export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth?tab=signup';
