import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The ✕'s name when "Close" alone would be unclear (a menu, the filters); never the form's own Cancel. */
  closeLabel?: string;
  /** Wider for forms with two columns of fields; narrow for a single control (a calendar). */
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes on opening and closing, when not the first control and the opener (a calendar's day). */
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>['onOpenAutoFocus'];
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
  children: ReactNode;
}

const WIDTHS = { sm: 'sm:w-[min(24rem,92vw)]', md: 'sm:w-[min(40rem,92vw)]', lg: 'sm:w-[min(44rem,92vw)]' };

/**
 * A dialog around a create/edit form: a sheet from the bottom on phones, a centred card on wider
 * screens, with a title, a description and a close button. Render the form only while `open`, so
 * each opening starts from fresh values. Closing gives focus back to what opened it: these dialogs
 * are opened from state, without a Radix trigger, so Radix alone would leave it on the page body.
 * The ✕ reads "Close": a form's own Cancel or Back button is a second control, and two buttons
 * with one name leave a screen-reader user guessing which is which.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // focus has not moved into the dialog yet: it is still on the button that opened it
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            WIDTHS[size],
          )}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          {children}
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={closeLabel ?? t('shell.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
