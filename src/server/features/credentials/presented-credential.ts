import { BUNDLED_CONTEXTS } from './document-loader.ts';

// The first checks of /verify (decision 052), on the text a visitor pasted or uploaded, before any
// cryptography: how big it is, how deep it nests, whether it is one JSON object, and whether every
// JSON-LD context it names is one Sipalu holds. Nothing here reads the network or the database.

/** A credential is a few kilobytes (a Sipalu one about 4 KiB); a quarter of a megabyte is plenty. */
export const PRESENTED_MAX_BYTES = 256 * 1024;
/** Sipalu's credentials nest 6 levels; a standard credential rarely more than 10. */
export const PRESENTED_MAX_DEPTH = 32;
/**
 * JSON values (objects, arrays, strings, numbers…) in all. Checking the proof canonicalises the
 * whole graph, which costs about half a millisecond of CPU per value: 100 KB of twelve thousand
 * short tags took 9 s. A Sipalu credential holds about 80; a thousand keeps a check under ~0.6 s.
 */
export const PRESENTED_MAX_VALUES = 1000;

/** The check a presented credential failed, with the values its message names. */
export interface ShapeFailure {
  check: 'size' | 'depth' | 'json' | 'object' | 'context';
  reason: string;
  values?: Record<string, string>;
}

/** How deep brackets nest outside strings: one pass over the text, far cheaper than parsing it. */
function depthOf(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (escaped) escaped = false;
    else if (inString) {
      if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      deepest = Math.max(deepest, ++depth);
      if (deepest > max) return deepest;
    } else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/** How many JSON values `value` holds, itself included; counting stops past `max`. */
function valuesIn(value: unknown, max: number): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length && count <= max) {
    const next = pending.pop();
    count++;
    if (Array.isArray(next)) pending.push(...next);
    else if (next && typeof next === 'object') pending.push(...Object.values(next));
  }
  return count;
}

/** Every `@context` value anywhere in the document: JSON-LD lets any object carry one. */
function contextsOf(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) contextsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '@context') found.push(...(Array.isArray(inner) ? inner : [inner]));
      else contextsOf(inner, found);
    }
  }
  return found;
}

/**
 * The credential in `text` as an object, or the first of the shape checks it fails. A context must
 * be the URL of a bundled one: an unknown URL is refused here and never fetched, and an inline
 * context (an object) is refused too, since it could give the signed terms other meanings.
 */
export function readPresented(
  text: string,
): { ok: true; credential: Record<string, unknown> } | { ok: false; failure: ShapeFailure } {
  const fail = (failure: ShapeFailure) => ({ ok: false as const, failure });
  if (Buffer.byteLength(text, 'utf8') > PRESENTED_MAX_BYTES) {
    return fail({ check: 'size', reason: 'tooLarge', values: { max: String(PRESENTED_MAX_BYTES / 1024) } });
  }
  if (!text.trim()) return fail({ check: 'json', reason: 'empty' });
  if (depthOf(text, PRESENTED_MAX_DEPTH) > PRESENTED_MAX_DEPTH) {
    return fail({ check: 'depth', reason: 'tooDeep', values: { max: String(PRESENTED_MAX_DEPTH) } });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail({ check: 'json', reason: 'notJson' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return fail({ check: 'object', reason: 'notObject' });
  const credential = parsed as Record<string, unknown>;
  if (valuesIn(credential, PRESENTED_MAX_VALUES) > PRESENTED_MAX_VALUES) {
    return fail({ check: 'size', reason: 'tooManyValues', values: { max: String(PRESENTED_MAX_VALUES) } });
  }
  if (!('@context' in credential)) return fail({ check: 'context', reason: 'noContext' });
  for (const context of contextsOf(credential)) {
    if (typeof context !== 'string') return fail({ check: 'context', reason: 'inlineContext' });
    if (!BUNDLED_CONTEXTS.has(context)) {
      // a URL is shown to the reader as text: keep it short
      return fail({ check: 'context', reason: 'unknownContext', values: { url: context.slice(0, 200) } });
    }
  }
  return { ok: true, credential };
}
