import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { ApiError, api } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { ME_QUERY_KEY, useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

// Loaded with the `security` texts (see email-not-verified.tsx and the app shell), only for an
// account whose e-mail is not verified yet.

interface VerifyEmailNoticeProps {
  /** The locale key of what to say; `{{email}}` is the account's address. */
  messageKey: MessageKey;
  /** Given: a close button (the banner); without: an alert (a form the server refused). */
  onDismiss?: () => void;
  className?: string;
}

/** "Verify your e-mail" with a button that mails the link again (the server limits how often). */
export function VerifyEmailNotice({ messageKey, onDismiss, className }: VerifyEmailNoticeProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const email = me?.user.email ?? '';

  async function resend() {
    setSending(true);
    try {
      await api.post('/auth/send-verification-email');
      toast.success(t('security.email.sent', { email }));
    } catch (error) {
      // verified meanwhile (the link opened in another tab): the account says so once refetched
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') {
        toast.success(t('security.verifyNotice.alreadyVerified'));
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      } else {
        showErrorToast(error, { titleKey: 'toast.error' });
      }
    } finally {
      setSending(false);
    }
  }

  const message = t(messageKey, { email });
  const resendLabel = t('security.verifyNotice.resend');
  // The banner sits above every page: on a phone it takes one line (short words, the full
  // message still read out), so the page below keeps the screen.
  const banner = Boolean(onDismiss);
  return (
    <div
      role={banner ? undefined : 'alert'}
      data-testid="verify-email-notice"
      className={cn(
        'flex items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950',
        banner ? 'sm:flex-wrap' : 'flex-wrap',
        className,
      )}
    >
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      {banner ? (
        <p className="min-w-0 flex-1 break-words sm:basis-60">
          <span aria-hidden="true" className="block truncate sm:hidden">
            {t('security.verifyNotice.short')}
          </span>
          <span className="sr-only sm:not-sr-only">{message}</span>
        </p>
      ) : (
        <p className="min-w-0 flex-1 basis-60 break-words">{message}</p>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={sending}
        onClick={() => void resend()}
        aria-label={banner ? resendLabel : undefined}
        className={banner ? 'shrink-0' : undefined}
      >
        {sending ? <Spinner /> : null}
        {banner ? (
          <>
            <span className="sm:hidden">{t('security.verifyNotice.resendShort')}</span>
            <span className="hidden sm:inline">{resendLabel}</span>
          </>
        ) : (
          resendLabel
        )}
      </Button>
      {onDismiss ? (
        <Button variant="ghost" size="icon" onClick={onDismiss} aria-label={t('security.verifyNotice.dismiss')}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
