import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of the source tree, read as text with TypeScript's pre-processor (no type checking):
// every `import`, `import type`, `export … from` and `import()` of a relative path, resolved to a file.

/** A file and the files it imports (paths relative to the repository root, '/'-separated). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'corpus', 'fixtures', 'hostile', 'migrations']);

function sourceFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(root, rel);
    return SOURCE.test(e.name) && !/\.test\.tsx?$|\.d\.ts$|\.d\.mts$/.test(e.name) ? [rel] : [];
  });
}

function resolve(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** The graph of every non-test source file below the given folders. */
export function readImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const dir of dirs) {
    for (const file of sourceFiles(root, dir)) {
      const info = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
      const targets = info.importedFiles.map((f) => resolve(root, file, f.fileName)).filter((t): t is string => t !== null);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one node (or a node importing itself): the import cycles. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

/** The graph folded to groups (a module, a feature): an edge for each import from one group into another. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | null): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = groupOf(from);
    if (!a) continue;
    if (!out.has(a)) out.set(a, new Set());
    for (const to of targets) {
      const b = groupOf(to);
      if (b && b !== a) out.get(a)?.add(b);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}
