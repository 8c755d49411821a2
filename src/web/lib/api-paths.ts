import type { paths } from './api-schema.gen.ts';

// The document (server: features/auth/auth.openapi.ts) describes the Better Auth routes' requests,
// but not every answer the web reads, nor the OAuth starts. Those few are written here, once.

type JsonOperation<Body, Answer> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: { content: { 'application/json': Body } };
  responses: { 200: { content: { 'application/json': Answer } } };
};

/** A documented POST route whose 200 answer is `Answer` rather than what the document says. */
type PostAnswering<Route extends { post: object }, Answer> = Omit<Route, 'post'> & {
  post: Omit<Route['post'], 'responses'> & { responses: { 200: { content: { 'application/json': Answer } } } };
};

/** A documented POST route whose JSON body also takes `Extra`. */
type PostTaking<Route extends { post: { requestBody?: { content: { 'application/json': object } } } }, Extra> = Omit<
  Route,
  'post'
> & {
  post: Omit<Route['post'], 'requestBody'> & {
    requestBody: { content: { 'application/json': BodyOf<Route> & Extra } };
  };
};

type BodyOf<Route> = Route extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

/** A second sign-in step may ask to skip the code on this device for 30 days. */
type TrustDevice = { trustDevice?: boolean };

/** Where the provider sends the browser back to, after a good and a failed attempt. */
interface OAuthStart {
  provider: 'google' | 'linkedin';
  callbackURL: string;
  newUserCallbackURL?: string;
  errorCallbackURL?: string;
}

type SignInRoute = paths['/auth/sign-in/email'];
type SignedIn = SignInRoute['post']['responses'][200]['content']['application/json'];

/** The API's routes, relative to /api: the server's OpenAPI document and the exceptions above. */
export type ApiPaths = Omit<
  paths,
  | '/auth/sign-in/email'
  | '/auth/two-factor/enable'
  | '/auth/two-factor/verify-totp'
  | '/auth/two-factor/verify-backup-code'
> & {
  // with two-step verification on, the first step answers this instead of a session
  '/auth/sign-in/email': PostAnswering<SignInRoute, Partial<SignedIn> & { twoFactorRedirect?: boolean }>;
  '/auth/two-factor/enable': PostAnswering<
    paths['/auth/two-factor/enable'],
    { totpURI: string; backupCodes: string[] }
  >;
  '/auth/two-factor/verify-totp': PostTaking<paths['/auth/two-factor/verify-totp'], TrustDevice>;
  '/auth/two-factor/verify-backup-code': PostTaking<paths['/auth/two-factor/verify-backup-code'], TrustDevice>;
  '/auth/sign-in/social': { post: JsonOperation<OAuthStart, { url?: string }> };
  '/auth/link-social': { post: JsonOperation<OAuthStart, { url?: string }> };
};
