import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { insertJob } from '#tests/factories/moderation.ts';
import { rowsOf } from '#server/db/rows.ts';
import { reports } from '#server/db/schema/trust.ts';

// The staff queue reads its order from report_groups, which a trigger on reports keeps. Whatever
// happens to reports (filed, dismissed, removed with an account), the groups must equal a count
// of the reports themselves.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Group = z.object({
  status: z.string(),
  item: z.string(),
  count: z.number(),
  oldest: z.string(),
  latest: z.string(),
});
type Group = z.infer<typeof Group>;

function groups(): Promise<Group[]> {
  return rowsOf(
    t.database.db,
    Group,
    sql`
    select status::text, item_id::text as item, report_count as count,
      oldest_at::text as oldest, latest_at::text as latest
    from report_groups order by status, item_id`,
  );
}

function countedFromReports(): Promise<Group[]> {
  return rowsOf(
    t.database.db,
    Group,
    sql`
    select status::text, item_id::text as item, count(*)::int as count,
      min(created_at)::text as oldest, max(created_at)::text as latest
    from reports group by status, item_id order by status, item_id`,
  );
}

describe('report groups', () => {
  it('count every report by status and item as reports are filed, decided and removed', async () => {
    const owner = await t.signUp();
    const [first, second] = [await insertJob(t, owner.userId), await insertJob(t, owner.userId, 'Plumber')];
    const reporters = await Promise.all([1, 2, 3].map(() => t.signUp()));
    const file = (reporterId: string, itemId: string, minutesAgo: number) =>
      t.database.db.insert(reports).values({
        reporterId,
        itemKind: 'job',
        itemId,
        reason: 'scam',
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });

    for (const [index, reporter] of reporters.entries()) await file(reporter.userId, first!, 30 - index);
    await file(reporters[0]!.userId, second!, 5);
    expect(await groups()).toEqual(await countedFromReports());
    expect((await groups()).find((group) => group.item === first)?.count).toBe(3);

    // staff dismiss the oldest report of the first job: it moves to the dismissed group
    await t.database.db.execute(sql`
      update reports set status = 'dismissed'
      where id = (select id from reports where item_id = ${first} order by created_at limit 1)`);
    expect(await groups()).toEqual(await countedFromReports());

    // a reporter's account goes, and with it their reports; an emptied group disappears
    await t.database.db.execute(sql`delete from users where id = ${reporters[0]!.userId}`);
    expect(await groups()).toEqual(await countedFromReports());
    expect((await groups()).some((group) => group.item === second)).toBe(false);
  });
});
