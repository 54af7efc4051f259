/**
 * Finds the user-facing message literals in the server source with the TypeScript parser: the texts given to
 * `ApiError` / `badRequest` / `notFound` / `forbidden`, `message:` properties, schema `Messages({...})` (x-messages)
 * and `OneOf(values, message)`. A `${...}` in a template becomes a `{}` placeholder; a conditional with literal
 * branches (inside a template too) yields each branch. Identifiers resolve to the server's `const X = '...'`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  text: string;
  at: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const calleeName = (expr: ts.Expression): string | undefined =>
  ts.isIdentifier(expr) ? expr.text : ts.isPropertyAccessExpression(expr) ? expr.name.text : undefined;

export function scanMessages(srcDir: string): FoundMessage[] {
  const files = sourceFiles(srcDir).map((path) => ({
    path,
    source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true),
  }));
  // module-level string constants, so `badRequest('x', SOME_TEXT)` resolves
  const constants = new Map<string, ts.Expression>();
  for (const { source } of files) {
    source.forEachChild(function visit(node) {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (/^[A-Z][A-Z0-9_]+$/.test(node.name.text)) constants.set(node.name.text, node.initializer);
      }
      node.forEachChild(visit);
    });
  }

  /** Every text an expression can produce; undefined when it is not a literal (a domain message, a variable). */
  function texts(expr: ts.Expression | undefined): string[] | undefined {
    if (!expr) return undefined;
    if (ts.isParenthesizedExpression(expr)) return texts(expr.expression);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isConditionalExpression(expr)) {
      const a = texts(expr.whenTrue);
      const b = texts(expr.whenFalse);
      return a || b ? [...(a ?? []), ...(b ?? [])] : undefined;
    }
    if (ts.isIdentifier(expr)) {
      const init = constants.get(expr.text);
      return init ? texts(init) : undefined;
    }
    if (ts.isTemplateExpression(expr)) {
      let out = [expr.head.text];
      for (const span of expr.templateSpans) {
        const inner = ts.isConditionalExpression(span.expression) ? texts(span.expression) : undefined;
        const parts = inner ?? ['{}'];
        out = out.flatMap((prefix) => parts.map((part) => prefix + part + span.literal.text));
      }
      return out;
    }
    return undefined;
  }

  const found: FoundMessage[] = [];
  for (const { path, source } of files) {
    const add = (expr: ts.Expression | undefined, node: ts.Node, wrap = (t: string) => t) => {
      const at = `${relative(srcDir, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      for (const text of texts(expr) ?? []) found.push({ text: wrap(text), at });
    };
    source.forEachChild(function visit(node) {
      if (ts.isNewExpression(node) && calleeName(node.expression) === 'ApiError') add(node.arguments?.[2], node);
      if (ts.isCallExpression(node)) {
        const name = calleeName(node.expression);
        const args = node.arguments;
        if (name === 'badRequest') add(args[1], node);
        if (name === 'forbidden') add(args[0], node);
        if (name === 'notFound') add(args[0], node, (what) => `${what} not found.`);
        if (name === 'OneOf') add(args[1], node);
        if (name === 'Messages' && args[0] && ts.isObjectLiteralExpression(args[0])) {
          for (const prop of args[0].properties) if (ts.isPropertyAssignment(prop)) add(prop.initializer, prop);
        }
      }
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') add(node.initializer, node);
      node.forEachChild(visit);
    });
  }
  return found;
}
