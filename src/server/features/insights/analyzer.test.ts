import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkedinData, type SkillAnalysis } from '#contract/insights.ts';
import { englishMessage } from '#contract/messages.ts';
import { analyzeLocally, type CourseCandidate } from './analyzer.ts';
import type { DemandSnapshot } from './demand.ts';
import { enrichAnalysis } from './enrich.ts';
import { expandSkill, lookupSkill, normaliseSkills, skillKey } from './taxonomy.ts';

describe('skill normalisation', () => {
  it.each([
    ['react.js', 'React'],
    ['REACTJS', 'React'],
    ['Node JS', 'Node.js'],
    ['html/css', 'HTML & CSS'],
    ['Plumbing', 'Pipe Fitting'],
    ['प्लम्बिङ', 'Pipe Fitting'],
    ['dakarmi', 'Brick Masonry'],
    ['कुखुरा पालन', 'Poultry Management'],
    ['Hair Coloring', 'Hair Colouring'],
    ['Search Engine Optimisation', 'SEO'],
    ['catalog ads', 'Catalogue Ads'],
    ['Photshop', 'Adobe Photoshop'],
    ['Tally ERP 9', 'Tally Prime'],
    ['  ms   excel ', 'Excel'],
  ])('%s → %s', (raw, canonical) => {
    expect(lookupSkill(raw)?.name).toBe(canonical);
  });

  it('keeps unknown skills as typed, drops blanks and duplicates in any spelling', () => {
    expect(normaliseSkills(['React', ' ', 'reactjs', 'Beekeeping', 'beekeeping', 'Tally'])).toEqual([
      { name: 'React', category: 'Web Development' },
      { name: 'Beekeeping', category: null },
      { name: 'Tally Prime', category: 'Accounting' },
    ]);
  });

  it('does not guess on short unknown words', () => {
    expect(lookupSkill('Reakt')).toBeUndefined();
    expect(lookupSkill('')).toBeUndefined();
    expect(skillKey('Node.js')).toBe(skillKey('node js'));
  });

  it('expands composite course skills', () => {
    expect(expandSkill('Brick & Stone Masonry')).toEqual(['Brick Masonry', 'Stone Masonry']);
    expect(expandSkill('Leak Repair')).toEqual(['Leak Detection']);
  });
});

// a fixed job market: web development is bigger than plumbing, but the plumber's own path wins
const snapshot: DemandSnapshot = {
  fingerprint: 'fixed',
  rows: [
    { skill: 'React', category: 'Web Development', jobs: 40, local: 0 },
    { skill: 'JavaScript', category: 'Web Development', jobs: 35, local: 0 },
    { skill: 'Pipe Fitting', category: 'Construction & Trades', jobs: 12, local: 3 },
    { skill: 'Pump Installation', category: 'Construction & Trades', jobs: 9, local: 2 },
    { skill: 'PPR Welding', category: 'Construction & Trades', jobs: 7, local: 0 },
    { skill: 'Tiling', category: 'Construction & Trades', jobs: 4, local: 0 },
    { skill: 'Site Safety', category: 'Construction & Trades', jobs: 10, local: 0 },
  ],
  paths: [
    {
      title: 'Plumber',
      titleNe: 'प्लम्बर',
      category: 'Construction & Trades',
      jobs: 12,
      skills: ['Pipe Fitting', 'Pump Installation', 'PPR Welding'],
    },
    {
      title: 'Tile Fitter',
      titleNe: null,
      category: 'Construction & Trades',
      jobs: 4,
      skills: ['Tiling', 'Measuring & Levelling'],
    },
    {
      title: 'Frontend Developer',
      titleNe: null,
      category: 'Web Development',
      jobs: 40,
      skills: ['React', 'JavaScript'],
    },
  ],
};

const course = (
  id: string,
  title: string,
  keySkills: string[],
  category = 'Construction & Trades',
): CourseCandidate => ({
  id,
  title,
  titleNe: null,
  category,
  duration: '3 months',
  imageUrl: null,
  keySkills,
});
const courses = [
  course('web', 'React', ['React', 'JavaScript'], 'Web Development'),
  course('tiles', 'Tiling', ['Tiling']),
  course('plumbing', 'Plumber (Level 1)', ['Pipe Fitting', 'Pump Installation', 'PPR Welding']),
  course('safety', 'Site Safety', ['Site Safety']),
  course('known', 'Pipes again', ['Pipe Fitting']),
];
const plumber = LinkedinData.parse({
  headline: 'Apprentice plumber',
  skills: ['plumbing', 'Sanitary Fitting'],
  location: 'Bharatpur, Chitwan',
});

describe('the analyzer on a fixed job set', () => {
  const result = analyzeLocally(plumber, snapshot, courses);

  it('ranks missing skills of the person’s categories by demand and closeness, never ones they have', () => {
    expect(result.currentSkills.map((skill) => skill.name)).toEqual(['Pipe Fitting', 'Sanitary Installation']);
    expect(result.recommendedSkills.map((skill) => skill.name)).toEqual([
      'Pump Installation',
      'PPR Welding',
      'Site Safety',
      'Tiling',
    ]);
    expect(result.recommendedSkills[0]).toMatchObject({
      demand: 9,
      reason: { key: 'insights.reasons.skillPath', params: { count: 9, path: 'Plumber' } },
    });
    expect(result.targetCategories[0]).toBe('Construction & Trades');
  });

  it('suggests the path the person is partway along, with what it still needs', () => {
    expect(result.careerPaths[0]).toMatchObject({
      title: 'Plumber',
      match: 33,
      missingSkills: ['Pump Installation', 'PPR Welding'],
    });
    expect(result.careerPaths.map((path) => path.title)).not.toContain('Frontend Developer');
  });

  it('ranks courses by how much of the recommended skills they cover, skipping what is known', () => {
    expect(result.courses.map((item) => item.id)).toEqual(['plumbing', 'safety', 'tiles']);
    expect(result.courses[0]?.covers).toEqual(['Pump Installation', 'PPR Welding']);
  });

  it('gives every item a reason whose placeholders are all filled', () => {
    const reasons = [...result.recommendedSkills, ...result.careerPaths, ...result.courses].map((item) => item.reason);
    expect(reasons.length).toBeGreaterThan(5);
    for (const reason of reasons) {
      const text = englishMessage(reason.key);
      expect(text).not.toBe(reason.key);
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(reason.params[name!]).toBeDefined();
    }
  });
});

describe('optional text enrichment', () => {
  let server: ReturnType<typeof createServer>;
  let url: string;
  let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void;
  const seen: { authorization?: string; body?: { model: string; messages: { content: string }[] } } = {};
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => answer(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const local: SkillAnalysis = {
    ...analyzeLocally(plumber, snapshot, courses),
    jobs: [],
    analyzedAt: '2026-01-01T00:00:00.000Z',
    enriched: false,
  };

  it('rewrites the reasons through an OpenAI-compatible chat endpoint', async () => {
    answer = (request, body, response) => {
      seen.authorization = request.headers.authorization;
      seen.body = JSON.parse(body) as typeof seen.body;
      expect(request.url).toBe('/v1/chat/completions');
      const content = JSON.stringify({ items: [{ id: 'skill0', text: 'नौ वटा जागिरले पम्प जडान माग्छन्।' }] });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };
    const enriched = await enrichAnalysis({ url, key: 'sk-test', model: 'tiny' }, local, 'ne');
    expect(seen.authorization).toBe('Bearer sk-test');
    expect(seen.body?.model).toBe('tiny');
    expect(seen.body?.messages[0]?.content).toContain('Nepali');
    expect(enriched.enriched).toBe(true);
    expect(enriched.recommendedSkills[0]?.reason.text).toBe('नौ वटा जागिरले पम्प जडान माग्छन्।');
    // the structured result is untouched
    expect(enriched.recommendedSkills.map((skill) => skill.name)).toEqual(local.recommendedSkills.map((s) => s.name));
    expect(enriched.recommendedSkills[1]?.reason.text).toBeUndefined();
  });

  it.each([
    ['an error status', (_: IncomingMessage, __: string, response: ServerResponse) => response.writeHead(500).end()],
    [
      'non-JSON content',
      (_: IncomingMessage, __: string, response: ServerResponse) =>
        response.end(JSON.stringify({ choices: [{ message: { content: 'Sure! Here you go' } }] })),
    ],
    ['no answer in time', () => undefined],
  ])('falls back to the local text silently on %s', async (_, handler) => {
    answer = handler;
    const errors: unknown[] = [];
    const result = await enrichAnalysis({ url, key: 'k', model: 'm', timeoutMs: 300 }, local, 'en', (error) =>
      errors.push(error),
    );
    expect(result).toBe(local);
    expect(errors).toHaveLength(1);
  });
});
