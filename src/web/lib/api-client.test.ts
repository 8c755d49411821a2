import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { ApiError, api, apiUrl, toApiError } from './api-client.ts';
import { describeError } from './describe-error.ts';

const known = new Set([
  'validation.emailInvalid',
  'errors.network',
  'errors.internal',
  'insights.errors.tooManyImports',
  'toast.tooManySignUps',
  'errors.verifyEmailToMessage',
  'errors.tooManyMessages',
]);
const hasKey = (key: string): key is MessageKey => known.has(key);

describe('toApiError', () => {
  it('reads the standard error body', () => {
    const error = toApiError(409, {
      error: { code: 'USER_ALREADY_EXISTS', message: 'User exists', key: 'toast.accountExists' },
    });
    expect(error).toMatchObject({
      status: 409,
      code: 'USER_ALREADY_EXISTS',
      message: 'User exists',
      key: 'toast.accountExists',
    });
  });

  it('tolerates a bare body and an empty one', () => {
    expect(toApiError(401, { code: 'UNAUTHORIZED', message: 'No' })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(toApiError(502, null)).toMatchObject({ status: 502, code: 'INTERNAL', key: undefined });
  });
});

describe('describeError', () => {
  const signUp = { titleKey: 'toast.signUpFailed' } as const;

  it('uses the spec texts for known codes', () => {
    expect(describeError(new ApiError(409, 'USER_ALREADY_EXISTS', 'x'), signUp, hasKey)).toEqual({
      titleKey: 'toast.accountExistsTitle',
      descriptionKey: 'toast.accountExists',
    });
    expect(describeError(new ApiError(401, 'INVALID_CREDENTIALS', 'x'), signUp, hasKey).titleKey).toBe(
      'toast.invalidCredentialsTitle',
    );
    expect(describeError(new ApiError(429, 'RATE_LIMITED', 'x'), signUp, hasKey).descriptionKey).toBe(
      'toast.tooManyAttempts',
    );
    expect(describeError(new ApiError(429, 'RATE_LIMITED', 'x', 'toast.tooManySignUps'), signUp, hasKey)).toEqual({
      titleKey: 'toast.tooManyAttemptsTitle',
      descriptionKey: 'toast.tooManySignUps',
    });
  });

  it('says which limit was reached when the server names it', () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'x', 'insights.errors.tooManyImports');
    expect(describeError(error, signUp, hasKey)).toEqual({
      titleKey: 'toast.tooManyAttemptsTitle',
      descriptionKey: 'insights.errors.tooManyImports',
    });
  });

  it('shows why a conversation or message was refused under the messaging toasts', () => {
    // professional-services.tsx and use-send-message.ts give only a title, so the reason shows
    const unverified = new ApiError(403, 'FORBIDDEN', 'x', 'errors.verifyEmailToMessage');
    expect(describeError(unverified, { titleKey: 'professionals.startConversationFailed' }, hasKey)).toEqual({
      titleKey: 'professionals.startConversationFailed',
      descriptionKey: 'errors.verifyEmailToMessage',
    });
    const tooFast = new ApiError(429, 'RATE_LIMITED', 'x', 'errors.tooManyMessages');
    expect(describeError(tooFast, { titleKey: 'messaging.sendFailed' }, hasKey)).toEqual({
      titleKey: 'toast.tooManyAttemptsTitle',
      descriptionKey: 'errors.tooManyMessages',
    });
    expect(describeError(new Error('offline'), { titleKey: 'messaging.sendFailed' }, hasKey).descriptionKey).toBe(
      'toast.unexpected',
    );
  });

  it('titles validation errors "Validation error" with the message key', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid email address', 'validation.emailInvalid');
    expect(describeError(error, signUp, hasKey)).toEqual({
      titleKey: 'validation.title',
      descriptionKey: 'validation.emailInvalid',
    });
  });

  it('falls back to the server message under the given title', () => {
    const error = new ApiError(400, 'SOMETHING', 'Server says no', 'unknown.key');
    expect(describeError(error, signUp, hasKey)).toEqual({
      titleKey: 'toast.signUpFailed',
      description: 'Server says no',
    });
  });

  it('never shows raw text for server failures or non-API errors', () => {
    expect(describeError(new ApiError(500, 'INTERNAL', 'stack'), signUp, hasKey).descriptionKey).toBe(
      'toast.unexpected',
    );
    expect(describeError(new TypeError('boom'), signUp, hasKey).descriptionKey).toBe('toast.unexpected');
  });

  it('keeps a fixed description when the caller gives one', () => {
    const fixed = { titleKey: 'toast.error', descriptionKey: 'toast.roleSetFailed' } as const;
    expect(describeError(new ApiError(429, 'RATE_LIMITED', 'x'), fixed, hasKey)).toEqual(fixed);
  });
});

describe('apiUrl', () => {
  it('fills the path parameters, encoded, under /api', () => {
    expect(apiUrl('/me')).toBe('/api/me');
    expect(apiUrl('/company/jobs/{id}/applications', { path: { id: 'a/b c' } })).toBe(
      '/api/company/jobs/a%2Fb%20c/applications',
    );
  });

  it('writes the query in order and leaves unset values out', () => {
    expect(apiUrl('/catalogue', { query: { q: 'web dev', tab: undefined, category: 'A & B', page: 2 } })).toBe(
      '/api/catalogue?q=web+dev&category=A+%26+B&page=2',
    );
    expect(apiUrl('/catalogue', { query: { q: undefined } })).toBe('/api/catalogue');
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function recordRequests() {
    const requests: { url: string; method: string | undefined; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, method: init.method, body: init.body });
        return Response.json({ ok: true });
      }),
    );
    return requests;
  }

  it('sends a JSON body, `{}` when a write has none, and none on reads and deletes', async () => {
    const requests = recordRequests();
    await api.post('/programs/{id}/enrol', { path: { id: 'p1' } });
    await api.put('/me/active-role', { body: { role: 'company' } });
    await api.get('/jobs/{id}', { path: { id: 'j1' } });
    await api.delete('/me/skills/{id}', { path: { id: 's1' } });
    expect(requests).toEqual([
      { url: '/api/programs/p1/enrol', method: 'POST', body: '{}' },
      { url: '/api/me/active-role', method: 'PUT', body: '{"role":"company"}' },
      { url: '/api/jobs/j1', method: 'GET', body: undefined },
      { url: '/api/me/skills/s1', method: 'DELETE', body: undefined },
    ]);
  });
});
