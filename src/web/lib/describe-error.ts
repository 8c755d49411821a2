import type { MessageKey } from '#contract/locales/message-key.ts';
import type { ApiError } from './api-client.ts';

// Which texts a failure's toast shows. Needed only once something fails, so error-toast.ts loads
// it then, and it stays out of the first page load. It imports no code (types only), so loading it
// fetches this one small file.

/** An ApiError, known by its name: `instanceof` would import the class, and with it the client. */
const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError';

/** What a toast about a failure says, as locale keys (or raw server text when no key exists). */
export interface ErrorToastText {
  titleKey: MessageKey;
  descriptionKey?: MessageKey;
  /** Server text, used only when no locale key describes the error. */
  description?: string;
}

// Spec §8: these codes have their own titles and texts wherever they occur.
const CODE_TOASTS: Record<string, { titleKey: MessageKey; descriptionKey: MessageKey }> = {
  USER_ALREADY_EXISTS: { titleKey: 'toast.accountExistsTitle', descriptionKey: 'toast.accountExists' },
  INVALID_CREDENTIALS: {
    titleKey: 'toast.invalidCredentialsTitle',
    descriptionKey: 'toast.invalidCredentials',
  },
  RATE_LIMITED: { titleKey: 'toast.tooManyAttemptsTitle', descriptionKey: 'toast.tooManyAttempts' },
};

/**
 * The one place that turns an error into toast text (ARCHITECTURE: the api-client maps codes).
 * A fixed `descriptionKey` in `fallback` wins (e.g. 'Failed to set your role'); otherwise known
 * codes get their spec texts and the rest get `fallback.titleKey` with the server's explanation.
 */
export function describeError(
  error: unknown,
  fallback: { titleKey: MessageKey; descriptionKey?: MessageKey },
  // the one run-time check of a key from the server: ApiError.key stays a string until it passes
  hasKey: (key: string) => key is MessageKey,
): ErrorToastText {
  if (fallback.descriptionKey) return { titleKey: fallback.titleKey, descriptionKey: fallback.descriptionKey };
  if (!isApiError(error)) return { titleKey: fallback.titleKey, descriptionKey: 'toast.unexpected' };

  const known = CODE_TOASTS[error.code];
  // a refusal says what to wait for (sign-ins, e-mails, sign-ups) when the server names it
  if (known && error.code === 'RATE_LIMITED' && error.key && hasKey(error.key)) {
    return { titleKey: known.titleKey, descriptionKey: error.key };
  }
  if (known) return { ...known };

  const titleKey = error.code === 'VALIDATION_ERROR' ? 'validation.title' : fallback.titleKey;
  if (error.key && hasKey(error.key)) return { titleKey, descriptionKey: error.key };
  if (error.status >= 500 || error.status === 0) return { titleKey, descriptionKey: 'toast.unexpected' };
  return { titleKey, description: error.message };
}
