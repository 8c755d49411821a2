import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { loadedToasts, onToastsLoaded } from '#web/lib/toast.ts';

/** sonner's `<Toaster richColors position="top-center" />`, mounted once the library has loaded. */
export function AppToaster() {
  const { t } = useTranslation();
  const [sonner, setSonner] = useState(loadedToasts);
  useEffect(() => onToastsLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      richColors
      position="top-center"
      closeButton
      containerAriaLabel={t('shell.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('shell.closeNotification') }}
    />
  );
}
