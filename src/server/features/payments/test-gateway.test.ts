import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { newBooking, parties, started, startPaying, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { UAT } from '#tests/support/esewa-peer.ts';
import { paymentsConfig } from './payments-config.ts';
import { verifyEsewaSuccess } from './esewa-signature.ts';

// The test gateway a newcomer pays with on `npm start`: outside production with no gateway
// configured, the app plays eSewa with eSewa's UAT code and key, clearly labelled.

let t: TestApp;
let p: Parties;

beforeAll(async () => {
  t = await createTestApp();
  p = await parties(t, '2500');
});
afterAll(() => t.close());

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('the test gateway', () => {
  it('is offered only outside production and only when no gateway is configured', () => {
    const base = { DATA_DIR: '/tmp/sipalu-test-gateway', AUTH_SECRET: 'x'.repeat(32) };
    expect(paymentsConfig(parseEnv({ ...base, NODE_ENV: 'development' })).testGateway).toBeDefined();
    expect(paymentsConfig(parseEnv({ ...base, NODE_ENV: 'production' })).testGateway).toBeUndefined();
    const configured = paymentsConfig(
      parseEnv({
        ...base,
        NODE_ENV: 'development',
        KHALTI_SECRET_KEY: 'k',
        KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2',
      }),
    );
    expect(configured.testGateway).toBeUndefined();
    expect(configured.gateways.esewa).toBeUndefined();
    expect(() => parseEnv({ ...base, ESEWA_PRODUCT_CODE: 'EPAYTEST' })).toThrow(/ESEWA_SECRET_KEY/);
    expect(() => parseEnv({ ...base, PLATFORM_FEE_PERCENT: '12.5' })).toThrow(/PLATFORM_FEE_PERCENT/);
  });

  it('takes the signed form, says it is a test in both languages, and pays back a signed success', async () => {
    const booking = await newBooking(t, p);
    const redirect = await started(
      await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: 250_000 }),
    );
    if (redirect.kind !== 'form') throw new Error('eSewa answers a form');
    expect(redirect.url).toBe('http://localhost:3000/test-gateway/esewa/form');
    expect(redirect.fields).toMatchObject({ product_code: UAT.productCode, total_amount: '2500' });
    const page = await form('/test-gateway/esewa/form', redirect.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Test payment, no real money');
    expect(html).toContain('रु 2,500');
    const nepali = await form('/test-gateway/esewa/form', redirect.fields, { cookie: 'sipalu_lang=ne' });
    expect(await nepali.text()).toContain('परीक्षण भुक्तानी, साँचो पैसा होइन');

    const paid = await form('/test-gateway/esewa/pay', redirect.fields);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe(`/api/payments/esewa/return/${redirect.attemptId}`);
    expect(verifyEsewaSuccess(back.searchParams.get('data')!, UAT.secretKey)).toMatchObject({
      status: 'COMPLETE',
      total_amount: '2500.0',
      transaction_uuid: redirect.attemptId,
    });
    const status = await t.request(
      `/test-gateway/esewa/status?product_code=EPAYTEST&total_amount=2500&transaction_uuid=${redirect.attemptId}`,
    );
    expect(await status.json()).toMatchObject({ status: 'COMPLETE', transaction_uuid: redirect.attemptId });
  });

  it('refuses a form with a forged signature, another product or a return to another site', async () => {
    const booking = await newBooking(t, p);
    const redirect = await started(
      await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: 250_000 }),
    );
    if (redirect.kind !== 'form') throw new Error('eSewa answers a form');
    const forged = [
      { ...redirect.fields, total_amount: '25' },
      { ...redirect.fields, product_code: 'OTHER' },
      { ...redirect.fields, success_url: 'https://evil.example/steal' },
      {},
    ];
    for (const fields of forged) expect((await form('/test-gateway/esewa/pay', fields)).status).toBe(400);
  });
});
