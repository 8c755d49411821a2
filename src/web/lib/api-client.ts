import type { ApiErrorBody } from '#contract/api.ts';
import type { ApiPaths } from './api-paths.ts';

/** Any failed call to the API. `key` is a locale key when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: string | undefined;

  constructor(status: number, code: string, message: string, key?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type HttpMethod = Lowercase<Method>;

/** Every API path starts here; the paths the client takes are relative to it (`/jobs/{id}`). */
export const API_BASE = '/api';

let unauthorized: (() => void) | undefined;

/** Told of every 401 answer, before the call throws: query-client.ts decides whether a session ended. */
export function onUnauthorized(listener: () => void): void {
  unauthorized = listener;
}

/** The paths that answer `method`. */
export type PathsFor<M extends HttpMethod> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends Record<M, object> ? P : never;
}[keyof ApiPaths];

type Operation<P, M extends HttpMethod> = P extends keyof ApiPaths
  ? ApiPaths[P] extends Record<M, infer O>
    ? O
    : never
  : never;

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;

/** `path` and `query` as the route declares them (required where it requires them). */
type ParameterOptions<O> = {
  [K in keyof ParametersOf<O> as K extends 'path' | 'query' ? K : never]: ParametersOf<O>[K];
};

type BodyOption<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

/** What a call passes besides its path: parameters, JSON body, and a signal to cancel it. */
export type CallOptions<O> = ParameterOptions<O> & BodyOption<O> & { signal?: AbortSignal };

type CallArguments<O> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

type JsonOf<Response> = Response extends { content: { 'application/json': infer T } } ? T : unknown;

/** The query parameters of a GET route. */
export type QueryOf<P extends PathsFor<'get'>> = NonNullable<ParametersOf<Operation<P, 'get'>>['query']>;

/** The JSON of the route's 2xx answer. */
export type AnswerOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201 | 204>]> : never;

interface UrlOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
}

/** `/api` + the path with its `{name}` segments filled in (encoded) + the query without unset values. */
export function apiUrl(path: string, options: UrlOptions = {}): string {
  // JSON leaves the unset values out and keeps the rest in order
  const query = `${new URLSearchParams(JSON.parse(JSON.stringify(options.query ?? {})) as Record<string, string>)}`;
  return (
    API_BASE +
    path.replace(/{(\w+)}/g, (_, name: string) => encodeURIComponent(options.path![name]!)) +
    (query && `?${query}`)
  );
}

/** Calls the same-origin API with the session cookie; resolves to the JSON body, throws ApiError. */
async function apiRequest(
  url: string,
  method: Method,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    // fetch sends the session cookie to its own origin by default (credentials: 'same-origin')
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.', 'errors.network');
  }

  const data = await readJson(response);
  if (response.status === 401) unauthorized?.();
  if (!response.ok) throw toApiError(response.status, data);
  return data;
}

function caller<M extends Method>(method: M) {
  type Call<P> = Operation<P, Lowercase<M>>;
  // a write without a body still sends `{}` as JSON, which every POST, PUT and PATCH route accepts
  const empty = method === 'GET' || method === 'DELETE' ? undefined : {};
  return <P extends PathsFor<Lowercase<M>>>(path: P, ...[options]: CallArguments<Call<P>>) => {
    const given: UrlOptions & { body?: unknown; signal?: AbortSignal } = options ?? {};
    return apiRequest(apiUrl(path, given), method, given.body ?? empty, given.signal) as Promise<AnswerOf<Call<P>>>;
  };
}

/**
 * The API, typed by its OpenAPI document: `api.get('/jobs/{id}', { path: { id }, signal })`.
 * Paths, parameters, bodies and answers come from the server's routes (api-paths.ts).
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads our `{ error: { code, message, key } }` body; tolerates a bare `{ code, message }`. */
export function toApiError(status: number, data: unknown): ApiError {
  const fallbackCode = status >= 500 ? 'INTERNAL' : `HTTP_${status}`;
  const record = isRecord(data) ? data : {};
  const inner = isRecord(record.error) ? (record.error as Partial<ApiErrorBody['error']>) : record;
  const code = typeof inner.code === 'string' && inner.code ? inner.code : fallbackCode;
  const message = typeof inner.message === 'string' && inner.message ? inner.message : `Request failed (${status})`;
  const key = typeof inner.key === 'string' && inner.key ? inner.key : undefined;
  return new ApiError(status, code, message, key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
