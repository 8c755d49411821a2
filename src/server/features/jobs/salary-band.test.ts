import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';

// The salary text of a posting as NPR a month, worked out by `sipalu_salary_monthly` (migration
// 0010) into job_postings.salary_min/salary_max: the job list's salary bands filter on these.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function monthly(text: string | null): Promise<[number, number] | null> {
  const [row] = await rowsOf(
    database.db,
    z.object({ range: z.tuple([z.number(), z.number()]).nullable() }),
    sql`select sipalu_salary_monthly(${text}::text) as range`,
  );
  return row?.range ?? null;
}

describe('salary texts as NPR a month', () => {
  it.each([
    ['Rs 25,000 - 35,000', [25_000, 35_000]],
    ['NPR 35,000 - 50,000', [35_000, 50_000]],
    ['NPR 40k–60k per month', [40_000, 60_000]],
    ['Rs 15k-20k', [15_000, 20_000]],
    ['NPR 15-20k', [15_000, 20_000]],
    ['Rs. 25000/month', [25_000, 25_000]],
    ['25000 to 30000 monthly', [25_000, 30_000]],
    // lakh grouping and lakh words
    ['NPR 1,20,000', [120_000, 120_000]],
    ['NPR 90,000 - 1,30,000', [90_000, 130_000]],
    ['NPR 1,50,000 - 2,20,000', [150_000, 220_000]],
    ['1-1.5 lakh', [100_000, 150_000]],
    ['NPR 1.5L', [150_000, 150_000]],
    ['Rs 2 lakhs', [200_000, 200_000]],
    // Devanagari digits and words
    ['रु ३०,००० - ४०,०००', [30_000, 40_000]],
    ['रु ५० हजार', [50_000, 50_000]],
    ['मासिक रु. २५,०००', [25_000, 25_000]],
    // pay by the day, hour, week or year: 26 working days, 8 hours a day
    ['NPR 1,200 - 1,500 per day', [31_200, 39_000]],
    ['Rs 500 per day', [13_000, 13_000]],
    ['रु ८०० प्रति दिन', [20_800, 20_800]],
    ['Rs 150/hour', [31_200, 31_200]],
    ['NPR 6 lakh per annum', [50_000, 50_000]],
    ['NPR 4,80,000 - 6,00,000 yearly', [40_000, 50_000]],
    // single figures, reversed ranges, stray numbers
    ['NPR 35,000+', [35_000, 35_000]],
    ['Up to 50k', [50_000, 50_000]],
    ['NPR 50,000 - 40,000', [40_000, 50_000]],
    ['Level 2, NPR 30,000 - 40,000', [30_000, 40_000]],
    ['Saturday off, NPR 20,000', [20_000, 20_000]],
    ['NPR 30,000 - 40,000 + 13th month bonus', [30_000, 40_000]],
  ] as const)('%s → %j', async (text, expected) => {
    expect(await monthly(text)).toEqual(expected);
  });

  it.each([
    'Negotiable',
    'negotiable based on experience',
    'वार्तालाप अनुसार',
    'Competitive',
    '',
    'NPR 1,500 - 2,500 per article',
    'Rs 300 per piece',
    'Commission 10% of sales',
    '0',
    '99999999999999999',
    'NPR 999,999,999,999 per day',
  ])('%j names no monthly amount', async (text) => {
    expect(await monthly(text)).toBeNull();
  });

  it('is null for no salary at all', async () => {
    expect(await monthly(null)).toBeNull();
  });
});
