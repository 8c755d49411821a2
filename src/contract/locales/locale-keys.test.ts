import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LABELLED_LISTS, labelSlug } from '../list-labels.ts';
import { APPLICATION_STATUSES } from '../lists.ts';
import { english, nepali } from './catalogs.ts';
import type { MessageKey } from './message-key.ts';

// Which texts the code uses. The compiler already refuses a key `t()` does not know
// (message-key.ts); this test covers what it cannot see: keys the server and the contract name
// as plain strings (error messages, zod messages, e-mails), keys built from templates and from
// data, and texts that no code reads any more. locales.test.ts keeps the two languages alike.

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IS_TEST = /\.test\.tsx?$/;
/** Looks like a dotted key: `errors.notFound`, `lists.jobTypes.full-time`. */
const KEY_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
/** Names a whole locale tree: `en.apply.alreadyAppliedTitle`, `LOCALE_FILES.messaging.en.messageDigest`. */
const TREE_NAMES = new Set(['en', 'ne', 'english', 'nepali']);

/**
 * Templates filled from data rather than from a typed value, with the values the data can hold:
 * their keys are used exactly when a value spells them. (`lists.<list>.<value>` is resolved the
 * same way, by list-labels.test.ts.)
 */
const DATA_TEMPLATES: Record<string, readonly string[]> = {
  // home-featured.tsx: categories of courses and professionals from the API, as slugs
  'home.categories.': [...LABELLED_LISTS.courseCategories, ...LABELLED_LISTS.professionalCategories].map(labelSlug),
  // notifications-list.tsx: the status an application-status notification carries
  'notificationList.status.': APPLICATION_STATUSES,
  'lists.': Object.entries(LABELLED_LISTS).flatMap(([list, values]) =>
    values.map((value) => `${list}.${labelSlug(value)}`),
  ),
};

/**
 * Components that build keys from a group their caller names (`${ns}.count`), with the groups their
 * prop's type allows: each template then uses the keys it spells in each group.
 */
const GROUP_TEMPLATES: Record<string, readonly string[]> = {
  'src/web/components/data/paged-results.tsx': ['jobs', 'catalogue', 'professionals'],
};

/** Texts no code names, kept on purpose. */
const KEPT_UNUSED: Record<string, string> = {
  'jobsApi.alreadyAppliedTitle': 'the spec §8 title of this error; applications.test.ts holds the text to it',
  'jobsApi.signInRequiredTitle': 'the spec §8 title of this error; applications.test.ts holds the text to it',
};

/** One way code names texts; `strict` ones must name a key or a group of keys. */
type KeyUse =
  | { kind: 'name'; text: string; strict: boolean; file: string }
  | { kind: 'template'; head: string; pattern: RegExp; source: string; file: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `a.b.c` of a property access, outermost first, or undefined when a call or index is in the way. */
function propertyPath(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const base = propertyPath(node.expression);
  return base && [...base, node.name.text];
}

/** The dotted strings, key templates and paths into locale trees of one file. */
function keyUsesIn(file: string): KeyUse[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: KeyUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (KEY_LIKE.test(node.text)) uses.push({ kind: 'name', text: node.text, strict: true, file });
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      // one that starts with a value (`${group}.${key}.title`) gets its group as a literal, below
      if (/^[A-Za-z][\w-]*\./.test(head)) {
        const rest = node.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`);
        const pattern = new RegExp(`^${escape(head)}${rest.join('')}$`);
        uses.push({ kind: 'template', head, pattern, source: node.getText(source), file });
      } else if (head === '' && GROUP_TEMPLATES[file]) {
        const [first, ...others] = node.templateSpans;
        const rest = others.map((span) => `[^.]+${escape(span.literal.text)}`).join('');
        for (const group of GROUP_TEMPLATES[file]) {
          const groupHead = `${group}${first!.literal.text}`;
          const pattern = new RegExp(`^${escape(groupHead)}${rest}$`);
          uses.push({ kind: 'template', head: groupHead, pattern, source: node.getText(source), file });
        }
      }
    } else if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const path = propertyPath(node) ?? [];
      const tree = path.findLastIndex((name) => TREE_NAMES.has(name));
      if (tree >= 0 && tree < path.length - 1) {
        uses.push({ kind: 'name', text: path.slice(tree + 1).join('.'), strict: false, file });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Every leaf of a locale tree as a dotted key. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'object' && value !== null ? keysOf(value as object, key) : [key];
  });
}

/**
 * Resolves `uses` against `keys`. A name of a key uses it (and its `_one` form, which `t` picks for
 * a count of 1); a name of a group (`about.values`, handed to a component that lists the group)
 * uses the whole group; a template uses every key it can spell, a data template the keys its
 * values spell. `unknown` holds the strict names and templates under a known top-level group that
 * spell nothing.
 */
function resolveKeyUses(keys: readonly string[], uses: readonly KeyUse[]) {
  const known = new Set(keys);
  const topGroups = new Set(keys.map((key) => key.split('.')[0]));
  const used = new Set<string>();
  const unknown: string[] = [];
  const useKey = (key: string) => {
    used.add(key);
    if (known.has(`${key}_one`)) used.add(`${key}_one`);
  };
  for (const use of uses) {
    let spelled: string[];
    if (use.kind === 'name') {
      spelled = known.has(use.text) ? [use.text] : keys.filter((key) => key.startsWith(`${use.text}.`));
      if (spelled.length === 0 && use.strict && topGroups.has(use.text.split('.')[0]!)) {
        unknown.push(`${use.file}: '${use.text}'`);
      }
    } else {
      const data = Object.entries(DATA_TEMPLATES).find(([head]) => use.head.startsWith(head));
      spelled = data
        ? data[1].map((value) => `${data[0]}${value}`).filter((key) => known.has(key) && use.pattern.test(key))
        : keys.filter((key) => use.pattern.test(key));
      if (spelled.length === 0 && topGroups.has(use.head.split('.')[0]!)) unknown.push(`${use.file}: ${use.source}`);
    }
    for (const key of spelled) useKey(key);
  }
  return { used, unknown };
}

const keys = [...new Set([...keysOf(english), ...keysOf(nepali)])];
const files = [...sourceFiles('src'), ...sourceFiles('scripts')].filter((file) => !IS_TEST.test(file));
const { used, unknown } = resolveKeyUses(keys, files.flatMap(keyUsesIn));

describe('locale keys in use', () => {
  it('types keys narrowly enough to refuse a missing one (checked by tsc)', () => {
    const known: MessageKey = 'errors.notFound';
    // @ts-expect-error a key no file has
    const missing: MessageKey = 'errors.noSuchKey';
    // @ts-expect-error the `_one` form is picked by a count, never named
    const one: MessageKey = 'jobs.count_one';
    expect([known, missing, one]).toHaveLength(3);
  });

  it('reads the code it checks', () => {
    // the scan finds texts through every form above: a literal, a template, a data template, a group, a tree path
    for (const key of [
      'errors.notFound',
      'roles.names.student',
      'home.categories.plumbing',
      'about.values.dignity.title',
    ]) {
      expect(used, key).toContain(key);
    }
    expect(used).toContain('messageDigest.subject');
    expect(used).toContain('jobs.count_one');
  });

  it('names only keys that exist, in the server, the contract and the web', () => {
    expect(unknown).toEqual([]);
  });

  it('has no text that no code uses', () => {
    const unused = keys.filter((key) => !used.has(key) && !Object.hasOwn(KEPT_UNUSED, key));
    expect(unused).toEqual([]);
  });

  it('keeps unused only texts that exist and that no code took up since', () => {
    for (const key of Object.keys(KEPT_UNUSED)) {
      expect(keys, key).toContain(key);
      expect(used.has(key), key).toBe(false);
    }
  });
});
