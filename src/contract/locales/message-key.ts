import type { LOCALE_FILES } from './catalogs.ts';

// The keys are read off the English files' own types, so they cannot go stale and need no
// generator; a namespace is counted once catalogs.ts lists it (docs/decisions/010-locale-namespaces.md).

/** Every dotted path to a text in `tree`. */
type LeafPaths<Tree> = Tree extends string
  ? never
  : {
      [Name in keyof Tree & string]: Tree[Name] extends string ? Name : `${Name}.${LeafPaths<Tree[Name]>}`;
    }[keyof Tree & string];

/** The English files, one member each: a union, so `LeafPaths` runs over each file on its own. */
type EnglishFile = (typeof LOCALE_FILES)[keyof typeof LOCALE_FILES]['en'];

/** Every key with a text, the `_one` forms included. */
export type AnyMessageKey = LeafPaths<EnglishFile>;

/** A key `t()` accepts; its `_one` form is picked by `{ count: 1 }`, never named. */
export type MessageKey = Exclude<AnyMessageKey, `${string}_one`>;

/**
 * The items under `Group` that have a `Leaf` text: `ItemsUnder<'about.values', 'title'>` is every
 * `item` with a key `about.values.<item>.title`. Types the props of a component that lists a
 * group's texts, so a caller naming a missing one fails to compile.
 */
export type ItemsUnder<Group extends string, Leaf extends string> = MessageKey extends infer Key
  ? Key extends `${Group}.${infer Item}.${Leaf}`
    ? Item
    : never
  : never;

/** The names directly under `Group`: `NamesUnder<'roles.names'>` is every role with a name. */
export type NamesUnder<Group extends string> = MessageKey extends infer Key
  ? Key extends `${Group}.${infer Name}`
    ? Name
    : never
  : never;

// A key that arrives as data rather than code (a server answer's key, a reason the insights
// analysis sends, a list value's label, a form error from zod) is asserted `as MessageKey` where
// it is read. `t` checks such keys when it runs: a string that is no key reads as itself. A server
// key that decides which text to show is checked first (hasTranslation, in the web's
// describeError). locale-keys.test.ts checks the keys such data can name. No runtime helper: even
// an identity function would be one more chunk in the web's first load.
