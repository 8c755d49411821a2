import type { Reason, SkillAnalysis } from '#contract/insights.ts';
import { englishMessage } from '#contract/messages.ts';

// Optional prose enrichment through an OpenAI-compatible chat endpoint: it may only rewrite the
// reason texts; the structured result never depends on it, and any failure keeps the local text.

export interface AiConfig {
  url: string;
  key: string;
  model: string;
  /** Default 4 s: the card must not wait long for nicer wording. */
  timeoutMs?: number;
}

function englishReason(reason: Reason): string {
  return englishMessage(reason.key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(reason.params[name] ?? ''));
}

/** The reasons of an analysis, addressed by a stable id. */
function reasonsOf(analysis: SkillAnalysis): Map<string, Reason> {
  const reasons = new Map<string, Reason>();
  analysis.recommendedSkills.forEach((item, index) => reasons.set(`skill${index}`, item.reason));
  analysis.careerPaths.forEach((item, index) => reasons.set(`path${index}`, item.reason));
  analysis.courses.forEach((item, index) => reasons.set(`course${index}`, item.reason));
  analysis.jobs.forEach((item, index) => reasons.set(`job${index}`, item.reason));
  return reasons;
}

/**
 * Asks the model to reword every reason for a learner in `language`; answers the analysis with
 * `text` set on each reason it got back, or the analysis unchanged when anything goes wrong.
 */
export async function enrichAnalysis(
  config: AiConfig | undefined,
  analysis: SkillAnalysis,
  language: 'en' | 'ne',
  onError: (error: unknown) => void = () => undefined,
): Promise<SkillAnalysis> {
  if (!config) return analysis;
  const reasons = reasonsOf(analysis);
  if (reasons.size === 0) return analysis;
  const items = [...reasons].map(([id, reason]) => ({ id, text: englishReason(reason) }));
  try {
    const response = await fetch(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      signal: AbortSignal.timeout(config.timeoutMs ?? 4000),
      body: JSON.stringify({
        model: config.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          {
            role: 'system',
            content:
              'You rewrite short career-advice reasons for a vocational learner in Nepal into friendly, encouraging, ' +
              `plain ${language === 'ne' ? 'Nepali (Devanagari script)' : 'English'}, one sentence of at most 20 words each. ` +
              'Keep every number and skill name. Answer only JSON: {"items":[{"id":"...","text":"..."}]} with the same ids.',
          },
          { role: 'user', content: JSON.stringify({ items }) },
        ],
      }),
    });
    if (!response.ok) throw new Error(`chat endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('chat endpoint sent no content');
    const parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as { items?: unknown };
    if (!Array.isArray(parsed.items)) throw new Error('chat endpoint sent no items');
    const texts = new Map<string, string>();
    for (const item of parsed.items as { id?: unknown; text?: unknown }[]) {
      if (typeof item.id === 'string' && typeof item.text === 'string' && item.text.trim() && reasons.has(item.id)) {
        texts.set(item.id, item.text.trim().slice(0, 240));
      }
    }
    if (texts.size === 0) throw new Error('chat endpoint rewrote nothing');
    const withText = (id: string, reason: Reason): Reason => {
      const text = texts.get(id);
      return text ? { ...reason, text } : reason;
    };
    return {
      ...analysis,
      recommendedSkills: analysis.recommendedSkills.map((item, i) => ({
        ...item,
        reason: withText(`skill${i}`, item.reason),
      })),
      careerPaths: analysis.careerPaths.map((item, i) => ({ ...item, reason: withText(`path${i}`, item.reason) })),
      courses: analysis.courses.map((item, i) => ({ ...item, reason: withText(`course${i}`, item.reason) })),
      jobs: analysis.jobs.map((item, i) => ({ ...item, reason: withText(`job${i}`, item.reason) })),
      enriched: true,
    };
  } catch (error) {
    onError(error);
    return analysis;
  }
}
