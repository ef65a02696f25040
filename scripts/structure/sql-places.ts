import fs from 'node:fs';
import path from 'node:path';

// Where the server writes SQL: only repository files (and platform/db) may build queries. A file elsewhere may
// name a table's row type (`import type`), never the query builder or a table itself.

const QUERY_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(drizzle-orm[^']*|[^']*\/db\/schema\/[^']*)'/g;

/** Whether a file may hold SQL: a repository, the database platform, the schema and migrations themselves. */
export function mayHoldSql(file: string): boolean {
  return /\.repository\.ts$/.test(file) || /^apps\/server\/src\/(platform\/db|db)\//.test(file);
}

/** The query-builder or table imports of one file's text (type-only names excepted). */
export function queryImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(QUERY_IMPORT)) {
    if (m[1]) continue;
    const values = (m[2] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '));
    if (values.length) found.push(`${values.join(', ')} from '${m[3]}'`);
  }
  return found;
}

/** Every server source file outside the repositories that imports the query builder or a table. */
export function sqlOutsideRepositories(root: string, dir = 'apps/server/src'): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!['node_modules', 'corpus', 'fixtures', 'hostile'].includes(e.name)) walk(p);
      } else if (/\.ts$/.test(e.name) && !/\.test\.ts$|\.testbed\.ts$|\.fixture\.ts$|\.scenario\.ts$/.test(e.name) && !mayHoldSql(p)) {
        for (const hit of queryImports(fs.readFileSync(path.join(root, p), 'utf8'))) out.push(`${p}: ${hit}`);
      }
    }
  };
  walk(dir);
  return out;
}
