import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receipt } from '#contract/payouts.ts';
import { parties, type Parties } from '#tests/fixtures/payments.ts';
import { paidBooking } from '#tests/fixtures/payouts.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { csvCell, csvOf, rupeesOf } from './payouts-csv.ts';

// Receipts (for the payer and staff only, with the platform's PAN when configured) and the payouts
// list as CSV (escaped, formula-safe, NPR with two decimals from integer paisa).

let t: TestApp;
let p: Parties;
let staff: Awaited<ReturnType<TestApp['signUpStaff']>>;
let paid: Awaited<ReturnType<typeof paidBooking>>;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_PAN: '601234567' } });
  p = await parties(t, '2500');
  staff = await t.signUpStaff();
  paid = await paidBooking(t, p, 'released');
});
afterAll(() => t.close());

describe('receipts', () => {
  it('shows the payer what they paid, to whom, through which gateway, with the PAN', async () => {
    const response = await t.request(`/api/receipts/${paid.attemptId}`, { cookie: p.client.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(Receipt.parse(await response.json())).toMatchObject({
      attemptId: paid.attemptId,
      provider: 'esewa',
      amountPaisa: 250_000,
      feePaisa: 25_000,
      payerName: 'Sita Maharjan',
      professionalName: 'Bikash Tamang',
      platformPan: '601234567',
      bookingId: paid.booking.id,
    });
  });

  it('shows staff any receipt, and nobody else: not the professional, another user or a visitor', async () => {
    expect((await t.request(`/api/receipts/${paid.attemptId}`, { cookie: staff.cookie })).status).toBe(200);
    expect((await t.request(`/api/receipts/${paid.attemptId}`)).status).toBe(401);
    for (const person of [p.pro, p.stranger]) {
      expect((await t.request(`/api/receipts/${paid.attemptId}`, { cookie: person.cookie })).status).toBe(404);
    }
    const without2fa = await t.signUpStaff({ twoFactor: false });
    expect((await t.request(`/api/receipts/${paid.attemptId}`, { cookie: without2fa.cookie })).status).toBe(404);
    for (const id of ['not-an-id', '0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22']) {
      expect((await t.request(`/api/receipts/${id}`, { cookie: p.client.cookie })).status).toBe(404);
    }
  });

  it('leaves the PAN out when none is configured', async () => {
    const other = await createTestApp();
    try {
      const q = await parties(other, '2500');
      const { attemptId } = await paidBooking(other, q, 'held');
      const response = await other.request(`/api/receipts/${attemptId}`, { cookie: q.client.cookie });
      expect(Receipt.parse(await response.json()).platformPan).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('the payouts list as CSV', () => {
  it('writes NPR with two decimals from integer paisa', () => {
    expect([0, 5, 150_050, 250_000, 100_000_000_00].map(rupeesOf)).toEqual([
      '0.00',
      '0.05',
      '1500.50',
      '2500.00',
      '100000000.00',
    ]);
    expect(() => rupeesOf(1.5)).toThrow();
  });

  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(csvCell('Ram "Babu" Thapa, Lalitpur')).toBe('"Ram ""Babu"" Thapa, Lalitpur"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`)).toBe(`"'${start}HYPERLINK(""http://x"")"`);
    }
    expect(
      csvOf([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('"a","b"\r\n"1","2"\r\n');
  });

  it('is staff’s only, and lists the professional with what is available', async () => {
    expect((await t.request('/api/staff/payouts.csv')).status).toBe(401);
    expect((await t.request('/api/staff/payouts.csv', { cookie: p.pro.cookie })).status).toBe(403);
    // a name a spreadsheet would run as a formula
    await t.database.db.execute(
      sql`update profiles set full_name = '=HYPERLINK("http://evil")' where id = ${p.pro.userId}`,
    );
    const response = await t.request('/api/staff/payouts.csv', { cookie: staff.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('"professional_id","name","email","available_npr"');
    expect(text).toContain(`"${p.pro.userId}","'=HYPERLINK(""http://evil"")","${p.pro.email}","2250.00"`);
  });
});
