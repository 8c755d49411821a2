import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every figure on a page goes through the number formatter (src/contract/format/numbers.ts), or a
// Nepali page shows "1" beside "२९%". The compiler knows which JSX children are numbers: a number
// printed as is ({count}, {row.value} where value may be a number) is such a figure.

const WEB = path.dirname(fileURLToPath(import.meta.url));

/** "file:line: expression" for every JSX child whose type may be a number. */
function rawNumbersInJsx(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(WEB, '../../tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = config.fileNames.filter((file) => file.startsWith(WEB) && file.endsWith('.tsx'));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const isNumber = (type: ts.Type) => Boolean(type.flags & ts.TypeFlags.NumberLike);
  // a number, or a value that is a number or text (`string | number`); ReactNode, which allows a
  // number among elements, is a slot for content, not a figure
  const mayBeNumber = (type: ts.Type): boolean =>
    type.isUnion()
      ? type.types.some(isNumber) && !type.types.some((member) => Boolean(member.flags & ts.TypeFlags.Object))
      : isNumber(type);
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
        mayBeNumber(checker.getTypeAtLocation(node.expression))
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(WEB, file)}:${line + 1}: ${node.expression.getText(source)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('figures on pages', () => {
  it('no component prints a number without the formatter, which writes it in the page language', () => {
    expect(rawNumbersInJsx()).toEqual([]);
  }, 180_000);
});
