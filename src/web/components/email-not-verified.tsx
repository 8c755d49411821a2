import { lazy, Suspense } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { loadNamespaces } from '#web/lib/i18n.ts';

/** The server's answer to posting a job, service or program before the e-mail is verified. */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.key === 'security.errors.emailNotVerified';
}

const VerifyEmailNotice = lazy(() =>
  Promise.all([import('./verify-email-notice.tsx'), loadNamespaces(['security'])]).then(([module]) => ({
    default: module.VerifyEmailNotice,
  })),
);

/**
 * Shown in a form the server refused with `isEmailNotVerified`: why, and a button that mails the
 * link again. The form keeps what was typed; once the link is opened, submitting again posts.
 */
export function EmailNotVerifiedAlert() {
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice messageKey="security.errors.emailNotVerified" />
    </Suspense>
  );
}
