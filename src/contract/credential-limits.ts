// Limits of credentials the web needs before it loads zod and the forms' schemas (credentials.ts).

/** Learners one bulk completion may name: a class, or a page of the list with "select all". */
export const BULK_COMPLETE_MAX = 200;
