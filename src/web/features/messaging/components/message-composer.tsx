import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { isSendable, MESSAGE_MAX_LENGTH } from '#contract/messaging-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';

const MAX_HEIGHT_PX = 160;

/**
 * The message input: Enter sends, Shift+Enter starts a new line (and Enter while an input method
 * is composing a word does neither). Blank text sends nothing (spec §5); text over the limit says
 * so and is not sent. `canSend` false keeps the text (to copy it) but sends nothing.
 */
export function MessageComposer({
  value,
  onChange,
  onSend,
  disabled,
  canSend = true,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (content: string) => void;
  disabled: boolean;
  canSend?: boolean;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const length = value.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;

  // grow with the text up to a few lines, then scroll
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // a prefilled draft (?message=) is ready to send; on wide screens the input takes focus anyway
    if (autoFocus || window.matchMedia('(min-width: 768px)').matches) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [autoFocus]);

  function trySend() {
    if (disabled || !canSend || !isSendable(value)) return;
    onSend(value.trim());
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      trySend();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    trySend();
  }

  return (
    <form onSubmit={onSubmit} className="shrink-0 border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t('messaging.inputLabel')}
        </label>
        <textarea
          id={`${hintId}-input`}
          ref={input}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messaging.inputPlaceholder')}
          aria-describedby={tooLong ? `${hintId} ${errorId}` : hintId}
          aria-invalid={tooLong || undefined}
          disabled={disabled}
          className={cn(
            'block max-h-40 min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs',
            'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
            'aria-invalid:border-red-600 disabled:bg-slate-50',
          )}
        />
        <Button
          type="submit"
          size="icon"
          className="size-11"
          aria-label={t('messaging.send')}
          disabled={disabled || !canSend || tooLong}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {t('messaging.inputHint')}
      </p>
      {tooLong ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {t('messaging.tooLong', { max: MESSAGE_MAX_LENGTH, count: length })}
        </p>
      ) : null}
    </form>
  );
}
