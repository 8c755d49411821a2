import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LinkedinData, type NetworkProfile, type NetworkState, type SkillAnalysis } from '#contract/insights.ts';
import { DEMO_LINKEDIN_DATA } from '#contract/insights-rules.ts';
import { apiUrl } from '#web/lib/api-client.ts';
import { analyzeAndRefresh, analyzeProfile, insightsKeys } from './insights-api.ts';

// The network card after "Analyze my profile": its source label ("From your CV") and the results
// it shows must come from the same analysis, and a failed analysis must change neither.

const cvData = LinkedinData.parse(DEMO_LINKEDIN_DATA);

const analysisAt = (analyzedAt: string, skill: string): SkillAnalysis => ({
  currentSkills: [{ name: skill, category: 'Construction & Trades' }],
  recommendedSkills: [],
  careerPaths: [],
  courses: [],
  jobs: [],
  analyzedAt,
  enriched: false,
});

const profileFrom = (source: NetworkProfile['source']): NetworkProfile => ({
  source,
  name: null,
  email: null,
  photoUrl: null,
  linkedinId: null,
  connectedAt: '2026-01-01T00:00:00.000Z',
  linkedinData: cvData,
});

const demoState: NetworkState = {
  profile: profileFrom('demo'),
  analysis: analysisAt('2026-01-01T00:00:00Z', 'Pipe Fitting'),
};
const cvState: NetworkState = { profile: profileFrom('cv'), analysis: analysisAt('2026-01-02T00:00:00Z', 'Wiring') };

/** A server whose analysis answers `status`, storing `cvState` when it succeeds. */
function serverAnswering(status: number) {
  let stored = demoState;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      if (path === apiUrl('/insights/network')) return Response.json(stored);
      if (status !== 200) {
        return Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status });
      }
      stored = cvState;
      return Response.json(cvState.analysis);
    }),
  );
  return calls;
}

/** Every state the card's query held while `action` ran. */
async function statesDuring(client: QueryClient, action: () => Promise<unknown>) {
  const seen: unknown[] = [];
  const unsubscribe = client.getQueryCache().subscribe(() => seen.push(client.getQueryData(insightsKeys.network)));
  try {
    await action();
  } finally {
    unsubscribe();
  }
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analysing from the network card', () => {
  it('keeps the earlier label and results when the analysis fails', async () => {
    const client = new QueryClient();
    client.setQueryData(insightsKeys.network, demoState);
    const calls = serverAnswering(500);

    const seen = await statesDuring(client, () =>
      expect(analyzeAndRefresh(client, () => analyzeProfile(cvData, 'cv', 'en'))).rejects.toMatchObject({
        status: 500,
      }),
    );
    expect(client.getQueryData(insightsKeys.network)).toEqual(demoState);
    expect(seen.every((state) => state === demoState)).toBe(true);
    expect(calls).toEqual([apiUrl('/functions/analyze-linkedin-profile')]);
  });

  it('changes the label and the results together when it succeeds', async () => {
    const client = new QueryClient();
    client.setQueryData(insightsKeys.network, demoState);
    serverAnswering(200);

    const seen = await statesDuring(client, () => analyzeAndRefresh(client, () => analyzeProfile(cvData, 'cv', 'en')));
    expect(client.getQueryData(insightsKeys.network)).toEqual(cvState);
    // never the new label over the old results, nor the old label over the new ones
    for (const state of seen as NetworkState[]) {
      expect([demoState, cvState].map((known) => JSON.stringify(known))).toContain(JSON.stringify(state));
    }
  });
});
