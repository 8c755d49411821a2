import { toast } from './toast.ts';
import { describeError } from './api-client.ts';
import { i18n } from './i18n.ts';

/** Shows the destructive toast for a failed call (see describeError for which text is chosen). */
export function showErrorToast(error: unknown, fallback: { titleKey: string; descriptionKey?: string }): void {
  const text = describeError(error, fallback, (key) => i18n.exists(key));
  toast.error(i18n.t(text.titleKey), {
    description: text.descriptionKey ? i18n.t(text.descriptionKey) : text.description,
  });
}
