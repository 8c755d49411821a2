import type { ComponentProps } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;
export const SheetClose = Dialog.Close;

interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  closeLabel: string;
}

/** A panel that slides in from the right, over a dimmed page (Radix Dialog: focus trap, Esc, scroll lock). */
export function SheetContent({ className, children, closeLabel, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 animate-fade-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl animate-sheet-in focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
