import type { FastifyInstance } from 'fastify';
import { fieldError } from '../errors.ts';

/** A UTF-16 surrogate without its pair (no `u` flag: the pattern works on code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A string PostgreSQL cannot store: NUL is refused in text and jsonb, a lone surrogate in jsonb. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
}

function pathOf(node: Node | undefined): string {
  const keys: string[] = [];
  for (let n = node; n?.parent; n = n.parent) keys.unshift(n.key);
  return keys.join('.');
}

/** The dotted path of the first unstorable string or key in a parsed JSON value, or undefined. */
export function findUnstorableText(value: unknown): string | undefined {
  // Iterative, and paths built only for the answer: a body nested 20,000 deep costs linear time here.
  const stack: Node[] = [{ value, key: '', parent: undefined }];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (typeof node.value === 'string') {
      if (isUnstorableText(node.value)) return pathOf(node);
      continue;
    }
    if (!node.value || typeof node.value !== 'object') continue;
    const children = Object.entries(node.value);
    for (const [key] of children) {
      if (isUnstorableText(key)) return [pathOf(node), key.replace(/[^\x20-\x7e]/g, '?')].filter(Boolean).join('.');
    }
    // Reversed, so the first bad field in document order is the one named.
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i] as [string, unknown];
      stack.push({ value: child, key, parent: node });
    }
  }
  return undefined;
}

/**
 * Refuses, before validation, any request whose body, query or path holds text PostgreSQL cannot store
 * (NUL, unpaired surrogates), with a 400 naming the field. Without it such text passes the schemas and
 * fails in the database as a 500, which the tablet's outbox would retry forever.
 */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const field = findUnstorableText(value);
      if (field !== undefined) throw fieldError([where, field].filter(Boolean).join('.'), 'validation.invalid_text');
    }
  });
}
