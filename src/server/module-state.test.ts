import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// State that lives between requests (caches, timers, open streams, prepared statements) belongs to
// the objects createDeps builds (deps.ts), never to a module: a module's state is shared by every
// app in the process (tests build many), outlives the app it served, and is out of reach of the
// app's close(). This test reads the server's sources and fails on a module that keeps some.
//
// Refused at the top level of a module, unless listed in ALLOWED with the reason it may stay:
// - `let` and `var` (never allowed);
// - a WeakMap or WeakSet: one keyed by an app's parts is a singleton the app cannot close;
// - a value changed from inside a function (`x.set(…)`, `x.count += 1`, `x.push(…)`);
// - a value changed by the module's own top-level statements (a table filled while it loads).
// A Map or Set made once and never changed is a constant and needs no entry.

const SERVER = path.resolve(import.meta.dirname);

/** `file:name` → why it may stay in its module. */
const ALLOWED: Record<string, string> = {
  'features/insights/taxonomy.ts:byKey': 'a lookup table filled once from the skill list while the module loads',
  'features/insights/taxonomy.ts:canonical': 'a lookup table filled once from the skill list while the module loads',
  'lib/search/fold.ts:remembered':
    'a bounded memo of a pure function of a word (its folded spelling): it holds nothing of an app',
  'lib/compress-json.ts:encodings':
    'a memo of immutable shared answers keyed by the answer object itself: it holds nothing of an app, and an entry goes with its answer',
};

const KEYED_BY_OBJECT = new Set(['WeakMap', 'WeakSet']);
const MUTATING_METHODS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The identifier an expression such as `a.b[c].d` starts from. */
function rootName(node: ts.Expression): string | null {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current.text : null;
}

const isAssignment = (kind: ts.SyntaxKind) =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** What one source file keeps at module level, as `file:name — problem` lines. */
function moduleStateProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const topLevel = new Set<string>();

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const { flags } = statement.declarationList;
    const isConst = (flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      topLevel.add(name);
      if (!isConst) problems.push(`${file}:${name} — a top-level let or var`);
      const init = declaration.initializer;
      if (init && ts.isNewExpression(init) && ts.isIdentifier(init.expression)) {
        if (KEYED_BY_OBJECT.has(init.expression.text) && !ALLOWED[`${file}:${name}`]) {
          problems.push(`${file}:${name} — a top-level ${init.expression.text}`);
        }
      }
    }
  }

  const insideFunction = (node: ts.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (ts.isFunctionLike(parent) || ts.isClassStaticBlockDeclaration(parent)) return true;
    }
    return false;
  };
  const mutated = (name: string | null, node: ts.Node) => {
    if (!name || !topLevel.has(name) || ALLOWED[`${file}:${name}`]) return;
    problems.push(
      insideFunction(node)
        ? `${file}:${name} — a top-level value changed inside a function`
        : `${file}:${name} — a top-level value changed while the module loads`,
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) {
      // a top-level binding reassigned is a let (reported above); its contents changed are state
      if (!ts.isIdentifier(node.left)) mutated(rootName(node.left), node);
    } else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
      !ts.isIdentifier(node.operand)
    ) {
      mutated(rootName(node.operand), node);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MUTATING_METHODS.has(node.expression.name.text)
    ) {
      mutated(rootName(node.expression.expression), node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(problems)];
}

describe('module state in the server', () => {
  it('keeps no mutable state at module level: createDeps builds it (deps.ts)', () => {
    const problems = serverSources(SERVER).flatMap((full) =>
      moduleStateProblems(path.relative(SERVER, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('lists only values that still exist', () => {
    for (const entry of Object.keys(ALLOWED)) {
      const [file, name] = entry.split(':') as [string, string];
      expect(readFileSync(path.join(SERVER, file), 'utf8')).toMatch(new RegExp(`\\bconst ${name}\\b`));
    }
  });

  it('finds what it is meant to find', () => {
    const problems = moduleStateProblems(
      'example.ts',
      [
        'let counter = 0;',
        'const byId = new WeakMap<object, string>();',
        'const pending = new Map<string, number>();',
        'const settings = { delayMs: 5 };',
        'const table = new Set<string>(); table.add("filled while loading");',
        'const constant = new Set(["a", "b"]);',
        'export function schedule(key: string) { pending.set(key, 1); settings.delayMs += 1; }',
        'export function read(key: string) { const local = new Map(); local.set(key, 1); return table.has(key) || constant.has(key); }',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'example.ts:counter — a top-level let or var',
      'example.ts:byId — a top-level WeakMap',
      'example.ts:table — a top-level value changed while the module loads',
      'example.ts:pending — a top-level value changed inside a function',
      'example.ts:settings — a top-level value changed inside a function',
    ]);
  });
});
