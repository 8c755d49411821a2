import { use, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { meQueryOptions } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { VerifyEmailNotice } from '#web/components/verify-email-notice.tsx';

// Loaded by the app shell only for an account whose e-mail is not verified yet; its texts come
// with it (the shell ships none of them). Offline, it shows its keys rather than failing the page.
const texts = loadNamespaces(['security']).catch(() => undefined);

/** Hidden for the rest of the browser session once closed; the account id, so another account still sees it. */
const HIDDEN_KEY = 'sipalu.verifyEmailBannerHidden';

function hiddenFor(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null; // storage can be disabled; the banner then shows until closed on each page load
  }
}

/** "Verify your e-mail" under the header on every page, with resend and close buttons. */
export default function VerifyEmailBanner() {
  use(texts);
  const { t } = useTranslation();
  // the link is usually opened in another tab: coming back here asks the server again
  const { data: me } = useQuery({ ...meQueryOptions, refetchOnWindowFocus: 'always' });
  const [hidden, setHidden] = useState(hiddenFor);
  if (!me || me.user.emailVerified || hidden === me.user.id) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, me.user.id);
    } catch {
      // not remembered, still closed
    }
    setHidden(me.user.id);
  };

  return (
    <aside aria-label={t('security.verifyNotice.label')} className="border-b border-amber-200 bg-amber-50">
      <VerifyEmailNotice
        messageKey="security.verifyNotice.banner"
        onDismiss={dismiss}
        className="mx-auto max-w-7xl rounded-none border-0 px-4 py-2 sm:px-6 lg:px-8"
      />
    </aside>
  );
}
