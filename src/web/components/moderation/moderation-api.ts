import { api } from '#web/lib/api-client.ts';
import type { AppealInput, ReportInput } from '#contract/moderation.ts';

// What a signed-in user sends about moderation: a report, an appeal, and the list of their own
// hidden items (dashboards show it). Staff's calls live with the console (features/moderation).

export const HIDDEN_ITEMS_KEY = ['moderation', 'hidden-items'] as const;

export function sendReport(input: ReportInput) {
  return api.post('/reports', { body: input });
}

export function sendAppeal(input: AppealInput) {
  return api.post('/appeals', { body: input });
}

export function fetchHiddenItems(signal?: AbortSignal) {
  return api.get('/moderation/hidden-items', { signal });
}
