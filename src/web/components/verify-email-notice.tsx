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

  return (
    <div
      role={onDismiss ? undefined : 'alert'}
      data-testid="verify-email-notice"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950',
        className,
      )}
    >
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1 basis-60 break-words">{t(messageKey, { email })}</p>
      <Button variant="outline" size="sm" disabled={sending} onClick={() => void resend()}>
        {sending ? <Spinner /> : null}
        {t('security.verifyNotice.resend')}
      </Button>
      {onDismiss ? (
        <Button variant="ghost" size="icon" onClick={onDismiss} aria-label={t('security.verifyNotice.dismiss')}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
