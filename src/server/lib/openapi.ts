import { ApiErrorBody } from '#contract/api.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `error.message` is the first validation message',
  401: 'Not signed in',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflicts with existing data',
  410: 'Removed by Sipalu staff',
  429: 'Too many attempts',
};

/** OpenAPI entries for the error statuses a route can answer with, all in the one error shape. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ApiErrorBody } } },
    ]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof ApiErrorBody } } }>;
}
