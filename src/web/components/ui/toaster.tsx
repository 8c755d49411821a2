import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { loadedToasts, onToastsLoaded } from '#web/lib/toast.ts';

/**
 * sonner's `<Toaster richColors />`, mounted once the library has loaded: at the top on wider
 * screens, at the bottom on a phone, where a toast at the top would cover the header and the
 * e-mail banner's button that was just tapped.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const [sonner, setSonner] = useState(loadedToasts);
  useEffect(() => onToastsLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      richColors
      position={matchMedia('(max-width: 639px)').matches ? 'bottom-center' : 'top-center'}
      closeButton
      containerAriaLabel={t('shell.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('shell.closeNotification') }}
    />
  );
}
