import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { placeNames } from './place-names.ts';

// Free-text locations mapped to the dataset's districts and local levels by `sipalu_place_of` and
// the trigger that fills the place columns on every write that gives none (the places migration).

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const Place = z.object({ districtId: z.string().nullable(), localLevelId: z.string().nullable() });

async function placeOf(text: string) {
  const [row] = await rowsOf(
    database.db,
    Place,
    sql`select district_id as "districtId", local_level_id as "localLevelId" from sipalu_place_of(${text}::text)`,
  );
  return row ?? null;
}

describe('the place_names table', () => {
  it('holds exactly the names placeNames() lists', async () => {
    const rows = await rowsOf(
      database.db,
      z.object({ name: z.string(), districtId: z.string(), localLevelId: z.string().nullable() }),
      sql`select name, district_id as "districtId", local_level_id as "localLevelId" from place_names`,
    );
    const line = (row: { name: string; districtId: string; localLevelId: string | null }) =>
      `${row.name}|${row.districtId}|${row.localLevelId ?? ''}`;
    expect(rows.map(line).sort()).toEqual(placeNames().map(line).sort());
  });
});

describe('a free-text location as a district and local level', () => {
  it.each([
    ['Pokhara, Kaski', 'kaski', 'kaski-pokhara'],
    ['Lakeside, Pokhara', 'kaski', 'kaski-pokhara'],
    ['Kathmandu', 'kathmandu', 'kathmandu-kathmandu'],
    ['Thamel, Kathmandu', 'kathmandu', 'kathmandu-kathmandu'],
    ['Lalitpur', 'lalitpur', 'lalitpur-lalitpur'],
    ['Biratnagar, Morang', 'morang', 'morang-biratnagar'],
    ['Butwal, Rupandehi', 'rupandehi', 'rupandehi-butwal'],
    ['Madhyapur Thimi', 'bhaktapur', 'bhaktapur-madhyapur-thimi'],
    ['पोखरा', 'kaski', 'kaski-pokhara'],
    ['Narayangadh, Chitwan', 'chitawan', 'chitawan-bharatpur'],
    // a district alone: the district, no local level
    ['Jhapa', 'jhapa', null],
    ['Somewhere in Kaski', 'kaski', null],
    // "Madi" is a local level of four districts: only with its district
    ['Madi, Chitwan', 'chitawan', 'chitawan-madi'],
  ])('%s → %s / %s', async (text, districtId, localLevelId) => {
    expect(await placeOf(text)).toEqual({ districtId, localLevelId });
  });

  it.each(['Remote (Nepal)', 'Madi', 'Online', ''])('%s names no place', async (text) => {
    expect(await placeOf(text)).toBeNull();
  });
});
