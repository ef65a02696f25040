/**
 * A field of a value read back from storage or from an answer, or undefined when the value has none. A
 * save in IndexedDB was written by whichever version of the app queued it, and an answer may come from
 * a proxy rather than the server: their fields are checked where they are read, not assumed.
 */
export function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/**
 * The staff member a save body is recorded for: `{report}` or `{audit}`, each with `authorStaffId`; a
 * photo's or an email's `authorStaffId` beside it.
 */
export function authorOf(body: unknown): string | null {
  const own = fieldOf(body, 'authorStaffId');
  if (typeof own === 'string') return own;
  const author = fieldOf(fieldOf(body, 'report') ?? fieldOf(body, 'audit'), 'authorStaffId');
  return typeof author === 'string' ? author : null;
}
