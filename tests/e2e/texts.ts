import { english, nepali, type LocaleTree } from '#contract/locales/catalogs.ts';

// A text of the app by its key, with {{values}} filled in, as a page in that language shows it.

function textAt(tree: LocaleTree, key: string, values: Record<string, string> = {}): string {
  let node: LocaleTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export const ne = (key: string, values?: Record<string, string>) => textAt(nepali, key, values);
export const en = (key: string, values?: Record<string, string>) => textAt(english, key, values);
