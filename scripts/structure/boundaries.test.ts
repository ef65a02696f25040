import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findings } from './boundaries.ts';
import { cyclesOf, readImportGraph } from './import-graph.ts';
import { queryImports, sqlOutsideRepositories } from './sql-places.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TREE = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/domain/src'];

describe('the source tree keeps its boundaries', () => {
  it('breaks no layering rule and has no import cycle', () => {
    const graph = readImportGraph(ROOT, TREE);
    expect(graph.size).toBeGreaterThan(500);
    expect(findings(graph)).toEqual([]);
  });
});

describe('SQL stays in repositories', () => {
  it('no server file outside a repository or platform/db imports the query builder or a table', () => {
    expect(sqlOutsideRepositories(ROOT)).toEqual([]);
  });

  it('tells a query import from a row type', () => {
    expect(queryImports("import { and, eq, type SQL } from 'drizzle-orm';")).toEqual(["and, eq from 'drizzle-orm'"]);
    expect(queryImports("import { rooms } from '../../db/schema/layout.ts';")).toEqual(["rooms from '../../db/schema/layout.ts'"]);
    expect(queryImports("import type { FileKind } from '../../db/schema/files.ts';")).toEqual([]);
  });
});

describe('the checks fire on what they forbid', () => {
  it('finds a planted cycle between files, and between modules', () => {
    const planted = new Map([
      ['apps/server/src/modules/a/index.ts', ['apps/server/src/modules/a/a.service.ts']],
      ['apps/server/src/modules/a/a.service.ts', ['apps/server/src/modules/b/index.ts']],
      ['apps/server/src/modules/b/index.ts', ['apps/server/src/modules/b/b.service.ts']],
      ['apps/server/src/modules/b/b.service.ts', ['apps/server/src/modules/a/index.ts']],
      ['apps/server/src/modules/c/index.ts', []],
    ]);
    expect(cyclesOf(planted)).toHaveLength(1);
    const found = findings(planted);
    expect(found.some((f) => f.startsWith('import cycle between files: apps/server/src/modules/a/a.service.ts'))).toBe(true);
    expect(found).toContain('import cycle between server modules: server:a, server:b');
  });

  it('finds a module reaching into another module, a feature into the app shell, and a self-import', () => {
    const planted = new Map([
      ['apps/server/src/modules/a/a.service.ts', ['apps/server/src/modules/b/b.repository.ts']],
      ['apps/server/src/modules/b/b.repository.ts', []],
      ['apps/web/src/features/x/page.tsx', ['apps/web/src/app/route-table.ts', 'apps/web/src/features/y/api/y.ts']],
      ['apps/web/src/lib/self.ts', ['apps/web/src/lib/self.ts']],
    ]);
    const found = findings(planted);
    expect(found).toContain(
      "apps/server/src/modules/a/a.service.ts → apps/server/src/modules/b/b.repository.ts: a server module uses another module only through that module's index.ts",
    );
    expect(found).toContain(
      'apps/web/src/features/x/page.tsx → apps/web/src/app/route-table.ts: a web feature never imports the app shell (apps/web/src/app)',
    );
    expect(found).toContain(
      "apps/web/src/features/x/page.tsx → apps/web/src/features/y/api/y.ts: a web feature uses another feature only through that feature's index.ts",
    );
    expect(found).toContain('import cycle between files: apps/web/src/lib/self.ts');
  });
});
