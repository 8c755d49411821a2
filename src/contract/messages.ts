import { english } from './locales/catalogs.ts';

/** English text of a locale key such as `validation.emailInvalid`; the key itself when unknown. */
export function englishMessage(key: string): string {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}

/** True when the string names a locale key rather than being free text. */
export function isMessageKey(value: string): boolean {
  return englishMessage(value) !== value;
}
