import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

interface ConfirmDeleteButtonProps {
  /** The button's text ("Delete") and its accessible name, which says what goes ("Delete Plumbing"). */
  label: string;
  accessibleName: string;
  title: string;
  body: string;
  cancelLabel: string;
  /** Deletes; the dialog stays open (and the button disabled) until it settles, and closes on success. */
  onConfirm: () => Promise<unknown>;
  /** A bin icon alone (its name still `accessibleName`), for a row of icon buttons. */
  iconOnly?: boolean;
}

/** A Delete button that asks first ("Are you sure?") in an alert dialog. */
export function ConfirmDeleteButton({
  label,
  accessibleName,
  title,
  body,
  cancelLabel,
  onConfirm,
  iconOnly = false,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller has said why (a toast); the dialog stays so the user can try again or cancel
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        {iconOnly ? (
          <Button size="icon" variant="ghost" className="text-red-700 hover:text-red-800" aria-label={accessibleName}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          <Button size="sm" variant="outline" className="text-red-700 hover:text-red-800" aria-label={accessibleName}>
            <Trash2 aria-hidden="true" />
            {label}
          </Button>
        )}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{body}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {/* not AlertDialog.Action: it would close the dialog before the answer arrives */}
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {label}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
