import { optionLabelKey, type LabelledList } from '#contract/list-labels.ts';
import type { MessageKey, TranslateFunction } from './i18n.ts';

/**
 * A list value as people read it in the chosen language ("Full-time" → "पूर्णकालीन"). Needs the
 * `lists` texts on the route. A value no list has any more (a category stored before the lists
 * changed) is shown as stored.
 */
export function optionLabel(t: TranslateFunction, list: LabelledList, value: string): string {
  const key = optionLabelKey(list, value);
  // built from data: a value no list has any more has no label, and reads as its key
  const text = t(key as MessageKey);
  return text === key ? value : text;
}
