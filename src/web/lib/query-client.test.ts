import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#contract/api.ts';
import { ApiError, api } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { ME_QUERY_KEY, fetchMe } from './session.ts';

const me: Me = {
  user: { id: 'u1', email: 'sita@example.com', name: 'Sita Gurung', emailVerified: true },
  roles: ['company'],
  activeRole: 'company',
  profile: { fullName: 'Sita Gurung', avatarUrl: null, profileComplete: true },
  isStaff: false,
};

/** The server answers every call with this status and error body. */
function answerWith(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session that ends', () => {
  it('forgets the account and what was loaded for it on the next 401', async () => {
    const client = createQueryClient();
    client.setQueryData(ME_QUERY_KEY, me);
    client.setQueryData(['company', 'jobs'], [{ id: 'j1' }]);
    answerWith(401);

    await expect(api.get('/company/jobs')).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['company', 'jobs'])).toBeUndefined();
  });

  it('is not an event for a visitor who was never signed in', async () => {
    const client = createQueryClient();
    client.setQueryData(['jobs', 'page', 1], { items: [] });
    answerWith(401);

    expect(await fetchMe()).toBeNull();
    expect(client.getQueryData(ME_QUERY_KEY)).toBeUndefined();
    expect(client.getQueryData(['jobs', 'page', 1])).toEqual({ items: [] });
  });

  it('leaves the account alone on other refusals (403)', async () => {
    const client = createQueryClient();
    client.setQueryData(ME_QUERY_KEY, me);
    answerWith(403);

    await expect(api.post('/company/jobs/{id}/close', { path: { id: 'j1' } })).rejects.toMatchObject({ status: 403 });
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual(me);
  });
});
