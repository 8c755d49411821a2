import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { DirectoryQuery } from '#contract/services.ts';
import { judge, summary, unlikeAnswers } from '#server/lib/search/judged.ts';
import { queryDirectory } from './directory.service.ts';
import { JUDGED_PROFESSIONALS } from './judged-professionals.ts';

// Relevance of /professionals over the demo professionals (docs/decisions/033): the judged set's
// best item in the top 3 for at least 95 % of the queries.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const namesOf = async (q: string, filters: Record<string, string> = {}) =>
  (await queryDirectory(t.deps, DirectoryQuery.parse({ q, ...filters }))).items.map((item) => item.fullName);

describe('directory search relevance', () => {
  it('has a judged set in English, Nepali and romanised Nepali with typos and several words', () => {
    expect(JUDGED_PROFESSIONALS.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'ne', 'romanised'] as const) {
      expect(JUDGED_PROFESSIONALS.filter((judged) => judged.lang === lang).length).toBeGreaterThanOrEqual(8);
    }
    expect(JUDGED_PROFESSIONALS.filter((judged) => judged.note?.includes('typo')).length).toBeGreaterThanOrEqual(5);
    expect(JUDGED_PROFESSIONALS.filter((judged) => judged.q.trim().includes(' ')).length).toBeGreaterThanOrEqual(20);
  });

  it('puts the expected professional in the top 3 for ≥ 95 % of the judged queries', async () => {
    const judgements = [];
    for (const judged of JUDGED_PROFESSIONALS) judgements.push(judge(judged, await namesOf(judged.q)));
    const result = summary(judgements);
    console.log(
      `professionals judged set: ${result.queries} queries, best in top 3 ${(result.hitRate * 100).toFixed(1)} %, ` +
        `P@3 ${result.precisionAt3.toFixed(3)}, NDCG@10 ${result.ndcgAt10.toFixed(3)}`,
    );
    for (const miss of result.misses) console.log(`  miss: ${miss.q} → ${miss.top.join(' | ')}`);
    expect(result.hitRate).toBeGreaterThanOrEqual(0.95);
    expect(result.ndcgAt10).toBeGreaterThanOrEqual(0.85);
  });

  it('finds a place or trade written in Devanagari, its spelling variants or romanised as it finds it in English', async () => {
    expect(await unlikeAnswers((q) => namesOf(q))).toEqual([]);
  });

  it('ranks both words above one of them (the issue: "plumber pokhara")', async () => {
    const names = await namesOf('plumber pokhara');
    expect(names[0]).toBe('Dipak Poudel');
    expect(names).toContain('Ramesh Thapa');
  });

  it('keeps the filters with a ranked search: the search order minus what fails them', async () => {
    const all = await namesOf('repair');
    const filterSets: Record<string, string>[] = [
      { verified: '1' },
      { rating: '4' },
      { delivery: 'online' },
      { category: 'Plumbing' },
      { province: 'gandaki' },
      { rate: '500-1000' },
      { near: 'kaski-pokhara' },
    ];
    for (const filters of filterSets) {
      const filtered = await namesOf('repair', filters);
      expect(filtered.length).toBeLessThanOrEqual(all.length);
      expect(filtered).toEqual(all.filter((name) => filtered.includes(name)));
    }
  });
});
