function hex(bytes: number): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One id per page load, sent in the correlation context so server logs of one tab join up. */
export const clientSessionId = typeof crypto !== 'undefined' ? hex(8) : 'server';

/** A new W3C traceparent for one call. */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}
