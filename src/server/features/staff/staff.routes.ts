import { createRouter } from '#server/lib/http.ts';

/** The staff console's API: who is staff, the overview, the contact inbox and the audit log (all under /staff, requireStaff). */
export const staffRoutes = createRouter();
