import type { MessageKey } from '#contract/locales/message-key.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';

/** Refusals whose own words tell the institution what to do, rather than "please try again". */
const TOLD_AS_IS = new Set(['program.hasPaidEnrolments']);

/**
 * The toast of a failed save or delete: the refusal's own text for a program learners paid for
 * (decision 054: neither deleted nor unpublished), the form's "failed" text otherwise.
 */
export function showProgramErrorToast(error: unknown, descriptionKey: MessageKey): void {
  const key = error instanceof Error && 'key' in error ? error.key : undefined;
  if (typeof key === 'string' && TOLD_AS_IS.has(key)) showErrorToast(error, { titleKey: 'toast.error' });
  else showErrorToast(error, { titleKey: 'toast.error', descriptionKey });
}
