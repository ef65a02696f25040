import { cleanKey } from '../room-status/history.ts';

// The closing terminal clean of an outbreak: which clean type the end dialog proposes. A site names its
// deepest clean in its own words, so the rule looks for the usual names before falling back on priority.

/** The clean types of a configuration's routines, each once (as first written) with its highest priority. */
export function configCleanTypes(roomTypes: readonly { routines: readonly { cleanType: string; priority: number }[] }[]) {
  const byKey = new Map<string, { cleanType: string; priority: number }>();
  for (const routine of roomTypes.flatMap((t) => t.routines)) {
    const key = cleanKey(routine.cleanType);
    const known = byKey.get(key);
    if (!known) byKey.set(key, { cleanType: routine.cleanType.trim(), priority: routine.priority });
    else known.priority = Math.max(known.priority, routine.priority);
  }
  return [...byKey.values()];
}

const PREFERRED = [/terminal/i, /discharge/i, /deep/i];

/**
 * The clean type proposed for the closing terminal cleans: one named like 'Terminal Clean', else like
 * 'Discharge Clean', else like 'Deep Clean', else the highest priority; null without clean types.
 */
export function defaultTerminalCleanType(cleanTypes: readonly { cleanType: string; priority: number }[]): string | null {
  for (const pattern of PREFERRED) {
    const named = cleanTypes.filter((c) => pattern.test(c.cleanType));
    if (named.length) return highest(named);
  }
  return cleanTypes.length ? highest(cleanTypes) : null;
}

function highest(cleanTypes: readonly { cleanType: string; priority: number }[]): string {
  return cleanTypes.reduce((best, c) => (c.priority > best.priority ? c : best)).cleanType;
}
