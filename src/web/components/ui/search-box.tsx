import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from './input.tsx';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Runs the search; `replace` is true while typing goes on (one history entry per search). */
  onSearch: (q: string, replace: boolean) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  className?: string;
}

/**
 * The search box of a directory page: the URL follows the typing after a pause, Enter searches at
 * once, and Back, Forward or a shared link refill it.
 */
export function SearchBox({ value, onSearch, label, placeholder, maxLength, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // one history entry per search, not per keystroke: the first change pushes, later ones replace
  const typing = useRef(false);

  // the URL changed without typing (Back, Forward, a shared link): show its search
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text, typing.current);
      typing.current = true;
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // onSearch is a new function every render; the timer only depends on the text
  }, [text]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text, false);
        typing.current = false;
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative max-w-2xl">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          className="pl-10"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}
