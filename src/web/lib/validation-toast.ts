import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from './toast.ts';
import { t } from './i18n.ts';

/**
 * Spec §5: on a rejected submit, the first message (in the form's field order) is shown under the
 * title 'Validation error'. Messages are locale keys from the shared zod schemas.
 */
export function showValidationToast<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly (keyof T & string)[],
): void {
  const inOrder = fieldOrder.map((name) => errors[name]?.message).find((message) => typeof message === 'string');
  const anyMessage = Object.values(errors).find((error) => typeof error?.message === 'string')?.message;
  const message = (inOrder ?? anyMessage) as string | undefined;
  toast.error(t('validation.title'), { description: message ? t(message) : undefined });
}
