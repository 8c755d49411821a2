import core from '#contract/locales/ne.json' with { type: 'json' };
import type { Messages } from './i18n.ts';

// Loaded only when someone picks Nepali: its core texts and the loaders of its namespaces, so the
// first load of an English visitor carries neither.
export const nepaliCore: Messages = core;
export const nepaliNamespaces = import.meta.glob<Messages>('../../contract/locales/*/ne.json', { import: 'default' });
