import { toast } from './toast.ts';
import { t, hasTranslation, type MessageKey } from './i18n.ts';

/**
 * Shows the destructive toast for a failed call (describe-error.ts chooses its texts). The rules
 * load with the first failure; if even they cannot load, the connection is gone, and the toast says so.
 */
export function showErrorToast(error: unknown, fallback: { titleKey: MessageKey; descriptionKey?: MessageKey }): void {
  import('./describe-error.ts').then(
    ({ describeError }) => {
      const text = describeError(error, fallback, hasTranslation);
      toast.error(t(text.titleKey), {
        description: text.descriptionKey ? t(text.descriptionKey) : text.description,
      });
    },
    () => toast.error(t(fallback.titleKey), { description: t('errors.network') }),
  );
}
