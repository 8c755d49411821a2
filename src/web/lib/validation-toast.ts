import { toast } from './toast.ts';
import { t } from './i18n.ts';
import type { FieldError } from './zod-form.ts';

/**
 * Spec §5: on a rejected submit, the first message is shown under the title 'Validation error'.
 * Pass as a form's `onInvalid` (useZodForm's handleSubmit); the message is a locale key.
 */
export function showValidationToast(first: FieldError): void {
  toast.error(t('validation.title'), { description: t(first.message) });
}
