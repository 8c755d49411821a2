import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';

describe('unexpected failures', () => {
  it('answer 500 with a generic message and a request id, never the cause', async () => {
    const t = await createTestApp();
    const { cookie } = await t.signUp();
    // the database goes away under a signed-in user
    await t.database.close();
    const response = await t.request('/api/me', { cookie });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(body.error.requestId).toMatch(/\w{8,}/);
    expect(JSON.stringify(body)).not.toMatch(/closed|PGlite|pg|stack|at /i);
  });
});
