import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { FieldControlProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { CHIP_MAX_LENGTH, addChip, normalizeChip, removeChip } from '../lib/profile-form.ts';

interface ChipInputProps {
  control: FieldControlProps;
  /** The form field's name: a failed submit focuses this input. */
  name: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder: string;
}

/**
 * Interests or skills (spec §5): type one and press Enter (or Add); blanks and repeats are
 * ignored; each chip has its own remove button, so the list works from the keyboard alone.
 */
export function ChipInput({ control, name, value, onChange, placeholder }: ChipInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  function commit() {
    const next = addChip(value, draft);
    if (next !== value) onChange([...next]);
    // a repeat is already in the list: clear it as if it had been added
    if (next !== value || normalizeChip(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in a Nepali or other IME may only confirm a composed word
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // never submit the form from here
    commit();
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          {...control}
          name={name}
          value={draft}
          maxLength={CHIP_MAX_LENGTH}
          placeholder={placeholder}
          enterKeyHint="done"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={commit} aria-label={t('profileForm.addChip')}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{t('profileForm.addChip')}</span>
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((chip, index) => (
            <li
              key={chip}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              {chip}
              <button
                type="button"
                aria-label={t('profileForm.removeChip', { item: chip })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => {
                  onChange(removeChip(value, index));
                  inputRef.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
