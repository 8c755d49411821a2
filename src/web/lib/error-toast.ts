import { toast } from './toast.ts';
import { describeError } from './api-client.ts';
import { hasTranslation, t, type MessageKey } from './i18n.ts';

/** Shows the destructive toast for a failed call (see describeError for which text is chosen). */
export function showErrorToast(error: unknown, fallback: { titleKey: MessageKey; descriptionKey?: MessageKey }): void {
  const text = describeError(error, fallback, hasTranslation);
  toast.error(t(text.titleKey), {
    description: text.descriptionKey ? t(text.descriptionKey) : text.description,
  });
}
