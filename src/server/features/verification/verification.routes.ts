import { createRouter } from '#server/lib/http.ts';

/** Verification: a user's requests and documents, and the staff queue under /staff/verifications. */
export const verificationRoutes = createRouter();
