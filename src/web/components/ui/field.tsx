import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label.tsx';

/** What a field passes to its control so the label, hint and error are bound to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Already translated error text; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Marks the field required: a visual " *", this word for screen readers, aria-required. */
  requiredMark?: string | undefined;
  /** The control: an input, select, textarea or a custom one, given the ids to carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control of any kind with its hint and error wired up for screen readers (TextField
 * is the same for a plain input).
 */
export function Field({ id, label, error, hint, requiredMark, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {requiredMark ? <RequiredMark text={requiredMark} /> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        'aria-required': requiredMark ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** " *" after a label, read as the given word ("required") by screen readers. */
export function RequiredMark({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-red-700">
        {' *'}
      </span>
      <span className="sr-only"> ({text})</span>
    </>
  );
}

const controlBase =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-70';

/** Classes of a native select that matches Input. */
export const selectClasses = cn(controlBase, 'h-11');

/** Classes of a textarea that matches Input. */
export const textareaClasses = cn(controlBase, 'min-h-28 py-2.5');
