import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
// Attributes whose value a user reads or hears.
const TEXT_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'loadingLabel',
  'showLabel',
  'hideLabel',
  // Props of the app's own components and Mantine's that are shown as text.
  'error',
  'message',
  'tooltip',
  'hint',
  'subtitle',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'aria-description',
  'aria-valuetext',
]);
// Text that is not language: symbols, digits, punctuation.
const NOT_LANGUAGE = /^[\s\d●○✓·*:.,()/%+\-–—|→…]*$/;

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(p);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [p] : [];
  });
}

function literals(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !NOT_LANGUAGE.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (!NOT_LANGUAGE.test(node.initializer.text)) found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no user-facing literal text in JSX (DESIGN.md section 4.8)', () => {
  const files = tsxFiles(SRC);

  it('finds the screens to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [path.relative(SRC, f), f]))('%s', (_rel, file) => {
    expect(literals(file)).toEqual([]);
  });
});
