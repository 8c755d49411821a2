import { createRouter } from '#server/lib/http.ts';

/** Reports, appeals and moderation: reporting an item, appealing, and the staff queue and actions under /staff/reports. */
export const moderationRoutes = createRouter();
